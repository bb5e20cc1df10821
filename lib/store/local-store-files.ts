import 'server-only';

import { createHash } from 'node:crypto';
import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import type { Chunk } from '@/lib/schema/chunk';
import { SCHEMA_VERSION } from '@/lib/schema/block';
import type { SparseVector } from '@/lib/text/build-sparse-vector';
import { packChunks, type ChunkKeys, type CompactChunks } from './compact-chunks';
import { compactDocs, paletteCodes, type CompactPostings } from './compact-postings';
import { openFileRanges } from './open-file-ranges';
import type { ValidatedPoints } from './validate-points-for-load';

/**
 * One LocalStore generation on disk: a folder written once, never modified, read whole when
 * opened (checksums); chunks.jsonl is then re-read by range, the rest kept in memory.
 *
 *   manifest.json       format, schema version, counts, byte size + sha256 of every file
 *   chunks.jsonl        one chunk per line, load (book) order; line i is point i
 *   sparse-terms.u32    sorted distinct sparse indices (V)
 *   sparse-offsets.u32  V + 1 offsets into the postings
 *   sparse-docs.u32     postings: point numbers, ascending within a term
 *   sparse-values.f32   postings: the point's value for the term (f32, as Qdrant stores it)
 *   dense.f32           N × denseSize, L2-normalised at load (as Qdrant does for Cosine)
 *
 * The sparse vectors are stored inverted (postings), which is all a query needs: opening is
 * reading typed arrays, with no per-point work. Little-endian; refused elsewhere.
 */

export const MANIFEST_FILE = 'manifest.json';
/** The loaded chunks, one JSON record a line in load order (the ingest's chunks.jsonl, byte for byte). */
export const CHUNKS_FILE = 'chunks.jsonl';
const FORMAT = 'duoc-thu-local-store';
const FORMAT_VERSION = 1;

const FILES = {
  chunks: CHUNKS_FILE,
  terms: 'sparse-terms.u32',
  offsets: 'sparse-offsets.u32',
  docs: 'sparse-docs.u32',
  values: 'sparse-values.f32',
  dense: 'dense.f32',
} as const;

const fileEntrySchema = z.object({ bytes: z.number().int().nonnegative(), sha256: z.string() });

const manifestSchema = z.object({
  format: z.literal(FORMAT),
  format_version: z.literal(FORMAT_VERSION),
  schema_version: z.number().int(),
  collection: z.string().min(1),
  created_at: z.string(),
  counts: z.object({
    points: z.number().int().positive(),
    sparse_terms: z.number().int().nonnegative(),
    sparse_postings: z.number().int().nonnegative(),
    dense_size: z.number().int().positive().nullable(),
  }),
  files: z.record(z.string(), fileEntrySchema),
});
export type LocalStoreManifest = z.infer<typeof manifestSchema>;

export interface GenerationData {
  manifest: LocalStoreManifest;
  chunks: CompactChunks;
  /** keys[doc]: what the payload indexes and getChunks need, without parsing a chunk. */
  keys: ChunkKeys[];
  terms: Uint32Array;
  offsets: Uint32Array;
  postings: CompactPostings;
  dense: Float32Array | null;
  denseSize: number | null;
}

function requireLittleEndian(): void {
  if (os.endianness() !== 'LE') {
    throw new Error('LocalStore: the store format is little-endian; this host is big-endian');
  }
}

interface InvertedIndex {
  terms: Uint32Array;
  offsets: Uint32Array;
  docs: Uint32Array;
  values: Float32Array;
}

/**
 * Point-major sparse vectors → term-major postings (a counting sort by term). One Map lookup
 * per posting, keyed by the index as an int32 so V8 keeps keys as small integers (a uint32
 * above 2^31 would be a heap number, which made this the slowest step of a load).
 */
export function invertSparseVectors(vectors: readonly SparseVector[]): InvertedIndex {
  let postings = 0;
  for (const vector of vectors) postings += vector.indices.length;

  // Pass 1: a provisional id per distinct term, in first-seen order, and df per id.
  const idOf = new Map<number, number>();
  const firstSeen: number[] = [];
  const df: number[] = [];
  const postingIds = new Int32Array(postings);
  let p = 0;
  for (const vector of vectors) {
    for (const index of vector.indices) {
      const key = index | 0;
      let id = idOf.get(key);
      if (id === undefined) {
        id = firstSeen.length;
        idOf.set(key, id);
        firstSeen.push(index);
        df.push(0);
      }
      df[id] = (df[id] ?? 0) + 1;
      postingIds[p] = id;
      p += 1;
    }
  }

  // Slots in ascending index order, for binary search at query time.
  const order = Int32Array.from(firstSeen.keys()).sort(
    (a, b) => (firstSeen[a] ?? 0) - (firstSeen[b] ?? 0),
  );
  const terms = new Uint32Array(order.length);
  const offsets = new Uint32Array(order.length + 1);
  const slotOfId = new Int32Array(order.length);
  order.forEach((id, slot) => {
    terms[slot] = firstSeen[id] ?? 0;
    slotOfId[id] = slot;
    offsets[slot + 1] = (offsets[slot] ?? 0) + (df[id] ?? 0);
  });

  // Pass 2: fill the postings; points arrive in order, so each posting list is ascending.
  const cursor = offsets.slice(0, order.length);
  const docs = new Uint32Array(postings);
  const values = new Float32Array(postings);
  p = 0;
  vectors.forEach((vector, doc) => {
    for (let i = 0; i < vector.indices.length; i += 1) {
      const slot = slotOfId[postingIds[p] ?? 0] ?? 0;
      const at = cursor[slot] ?? 0;
      cursor[slot] = at + 1;
      docs[at] = doc;
      values[at] = vector.values[i] ?? 0;
      p += 1;
    }
  });
  return { terms, offsets, docs, values };
}

function normaliseDense(vectors: readonly (readonly number[])[], size: number): Float32Array {
  const out = new Float32Array(vectors.length * size);
  vectors.forEach((vector, doc) => {
    const norm = Math.sqrt(vector.reduce((sum, x) => sum + x * x, 0));
    for (let i = 0; i < size; i += 1) out[doc * size + i] = (vector[i] ?? 0) / norm;
  });
  return out;
}

function bytesOf(view: ArrayBufferView): Buffer {
  return Buffer.from(view.buffer, view.byteOffset, view.byteLength);
}

async function writeSynced(file: string, data: Buffer | string): Promise<void> {
  const handle = await fs.open(file, 'w');
  try {
    await handle.writeFile(data);
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/** Flushes a directory entry (new files, renames) to disk; best effort where unsupported. */
export async function syncDirectory(dir: string): Promise<void> {
  try {
    const handle = await fs.open(dir, 'r');
    try {
      await handle.sync();
    } finally {
      await handle.close();
    }
  } catch {
    // Some platforms cannot fsync a directory; the data files themselves are already synced.
  }
}

/** About this many UTF-16 code units of JSON are encoded and written at a time. */
const BATCH_CHARS = 1 << 20;

/**
 * chunks.jsonl: one chunk per line, encoded and written in batches, hashed as they go. The
 * whole file as one buffer (a Buffer per line, then concatenated) cost ~0.7 s and ~75 MB
 * transient at the ingest's load stage on the 680-monograph book; before that, the lines joined
 * into one string first were ~150 MB of its peak.
 */
async function writeChunkLines(
  file: string,
  chunks: readonly Chunk[],
): Promise<LocalStoreManifest['files'][string]> {
  const hash = createHash('sha256');
  let bytes = 0;
  const handle = await fs.open(file, 'w');
  try {
    const flush = async (lines: string[]) => {
      const data = Buffer.from(lines.join(''));
      hash.update(data);
      bytes += data.byteLength;
      // writeFile, unlike write, loops until every byte is written (from the current position).
      await handle.writeFile(data);
    };
    let batch: string[] = [];
    let size = 0;
    for (const chunk of chunks) {
      const line = JSON.stringify(chunk);
      batch.push(line, '\n');
      size += line.length + 1;
      if (size >= BATCH_CHARS) {
        await flush(batch);
        batch = [];
        size = 0;
      }
    }
    if (batch.length > 0) await flush(batch);
    await handle.sync();
  } finally {
    await handle.close();
  }
  return { bytes, sha256: hash.digest('hex') };
}

/** Writes a complete generation into `folder` (created, must not exist); manifest last. */
export async function writeGeneration(
  folder: string,
  collection: string,
  points: ValidatedPoints,
): Promise<LocalStoreManifest> {
  requireLittleEndian();
  await fs.mkdir(folder);
  const files: LocalStoreManifest['files'] = {};
  files[FILES.chunks] = await writeChunkLines(path.join(folder, FILES.chunks), points.chunks);
  const inverted = invertSparseVectors(points.sparse);
  const contents: [string, Buffer][] = [
    [FILES.terms, bytesOf(inverted.terms)],
    [FILES.offsets, bytesOf(inverted.offsets)],
    [FILES.docs, bytesOf(inverted.docs)],
    [FILES.values, bytesOf(inverted.values)],
  ];
  if (points.dense && points.denseSize !== null) {
    contents.push([FILES.dense, bytesOf(normaliseDense(points.dense, points.denseSize))]);
  }

  for (const [name, data] of contents) {
    await writeSynced(path.join(folder, name), data);
    files[name] = {
      bytes: data.byteLength,
      sha256: createHash('sha256').update(data).digest('hex'),
    };
  }
  const manifest: LocalStoreManifest = {
    format: FORMAT,
    format_version: FORMAT_VERSION,
    schema_version: SCHEMA_VERSION,
    collection,
    created_at: new Date().toISOString(),
    counts: {
      points: points.chunks.length,
      sparse_terms: inverted.terms.length,
      sparse_postings: inverted.docs.length,
      dense_size: points.denseSize,
    },
    files,
  };
  await writeSynced(path.join(folder, MANIFEST_FILE), JSON.stringify(manifest, null, 2) + '\n');
  await syncDirectory(folder);
  return manifest;
}

function parseManifest(folder: string, text: string): LocalStoreManifest {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new Error(`LocalStore ${folder}/${MANIFEST_FILE}: not JSON (${String(error)})`);
  }
  const parsed = manifestSchema.safeParse(json);
  if (!parsed.success) {
    throw new Error(
      `LocalStore ${folder}/${MANIFEST_FILE}: not a ${FORMAT} v${FORMAT_VERSION} manifest ` +
        `(${parsed.error.issues[0]?.message ?? 'invalid'}); re-run the ingest`,
    );
  }
  if (parsed.data.schema_version !== SCHEMA_VERSION) {
    throw new Error(
      `LocalStore ${folder}: holds schema v${parsed.data.schema_version} chunks, this build ` +
        `reads v${SCHEMA_VERSION}; re-run the ingest`,
    );
  }
  return parsed.data;
}

function checkFile(folder: string, manifest: LocalStoreManifest, name: string, data: Buffer): void {
  const entry = manifest.files[name];
  if (!entry) throw new Error(`LocalStore ${folder}: manifest lists no ${name}`);
  const sha256 = createHash('sha256').update(data).digest('hex');
  if (data.byteLength !== entry.bytes || sha256 !== entry.sha256) {
    throw new Error(`LocalStore ${folder}/${name}: checksum mismatch (corrupt or partial write)`);
  }
}

async function readChecked(
  folder: string,
  manifest: LocalStoreManifest,
  name: string,
): Promise<Buffer> {
  if (!manifest.files[name]) throw new Error(`LocalStore ${folder}: manifest lists no ${name}`);
  const data = await fs.readFile(path.join(folder, name));
  checkFile(folder, manifest, name, data);
  return data;
}

// A typed-array view needs 4-byte alignment; a Buffer slice may not have it, so copy then.
function u32(data: Buffer): Uint32Array {
  if (data.byteOffset % 4 === 0) {
    return new Uint32Array(data.buffer, data.byteOffset, data.byteLength / 4);
  }
  const out = new Uint32Array(data.byteLength / 4);
  new Uint8Array(out.buffer).set(data);
  return out;
}

function f32(data: Buffer): Float32Array {
  const view = u32(data);
  return new Float32Array(view.buffer, view.byteOffset, view.length);
}

/**
 * chunks.jsonl, checksummed and packed; its bytes are read back by range later. A function of
 * its own so the file's bytes (44 MB on the 680 index) are garbage before the postings are read.
 */
async function readChunks(
  folder: string,
  manifest: LocalStoreManifest,
): Promise<Pick<GenerationData, 'chunks' | 'keys'>> {
  // Read line by line from the bytes rather than as one string split into lines: the file as
  // a UTF-16 string plus its lines was a transient ~150 MB on the 680 index, and the heap that
  // grew for it stayed in the server's RSS.
  // The chunks are then read back by range from the file (open-file-ranges.ts), not kept.
  if (!manifest.files[FILES.chunks]) {
    throw new Error(`LocalStore ${folder}: manifest lists no ${FILES.chunks}`);
  }
  // A run-time path, not a file of the build (see lib/env.ts): without the comment Turbopack
  // traces the whole project into the server output.
  const chunkFile = await openFileRanges(path.join(/*turbopackIgnore: true*/ folder, FILES.chunks));
  checkFile(folder, manifest, FILES.chunks, chunkFile.data);
  return packChunks(chunkFile.data, `${folder}/${FILES.chunks}`, chunkFile.ranges);
}

/**
 * One postings file, checksummed and compacted (compact-postings.ts), with its length: each
 * file's bytes are garbage once its half is made, so the two files and their compact forms are
 * never all alive at once (~74 MB at the 680 index's load, for 18.5 MB kept; issue 39).
 */
async function readDocs(folder: string, manifest: LocalStoreManifest, points: number) {
  const docs = u32(await readChecked(folder, manifest, FILES.docs));
  return { length: docs.length, docs: compactDocs(docs, points) };
}

async function readValues(folder: string, manifest: LocalStoreManifest) {
  const values = f32(await readChecked(folder, manifest, FILES.values));
  return { length: values.length, ...paletteCodes(values) };
}

/** Reads and verifies a generation whose manifest text the caller has already read. */
export async function readGeneration(
  folder: string,
  manifestText: string,
): Promise<GenerationData> {
  requireLittleEndian();
  const manifest = parseManifest(folder, manifestText);
  const { chunks, keys } = await readChunks(folder, manifest);
  const terms = u32(await readChecked(folder, manifest, FILES.terms));
  const offsets = u32(await readChecked(folder, manifest, FILES.offsets));
  const docs = await readDocs(folder, manifest, chunks.size);
  const values = await readValues(folder, manifest);
  const denseSize = manifest.counts.dense_size;
  const dense = denseSize === null ? null : f32(await readChecked(folder, manifest, FILES.dense));

  const consistent =
    chunks.size === manifest.counts.points &&
    terms.length === manifest.counts.sparse_terms &&
    offsets.length === terms.length + 1 &&
    docs.length === manifest.counts.sparse_postings &&
    values.length === docs.length &&
    offsets[terms.length] === docs.length &&
    (dense === null || dense.length === chunks.size * (denseSize ?? 0));
  if (!consistent) throw new Error(`LocalStore ${folder}: files disagree with the manifest counts`);

  const postings: CompactPostings = {
    docs: docs.docs,
    codes: values.codes,
    palette: values.palette,
  };
  return { manifest, chunks, keys, terms, offsets, postings, dense, denseSize };
}
