import { transcode } from 'node:buffer';
import { chunkSchema, type Chunk } from '@/lib/schema/chunk';
import type { FilterField } from './chunk-store';

/** What a query needs of every chunk without reading it: its id and the filterable fields. */
export type ChunkKeys = Pick<Chunk, 'chunk_id' | FilterField>;

/**
 * Where a generation's chunk bytes live: `read(start, end)` returns bytes [start, end) as a
 * Buffer the caller may keep. In memory for a store rebuilt from rewritten lines (and tests);
 * the generation's own chunks.jsonl for a served store (open-chunk-file.ts).
 */
export interface ChunkBytes {
  read(start: number, end: number): Buffer;
}

export function chunkBytesInMemory(bytes: Buffer): ChunkBytes {
  return { read: (start, end) => bytes.subarray(start, end) };
}

/**
 * A generation's chunks as their JSON bytes with the offset of each line; a chunk becomes an
 * object only when a request asks for it.
 *
 * Why: holding all 14,757 chunks of the 680-monograph index as parsed objects (their texts,
 * regions and `line_boxes` arrays) cost 65 MB of JS heap and ~110 MB of server RSS once the
 * load's garbage was counted (bench:memory); the bytes are 36 MB and a request reads ~20 chunks,
 * each parsed in microseconds. Parsing also hands every caller its own copy, which the shared
 * objects needed a structuredClone for.
 */
export class CompactChunks {
  constructor(
    private readonly bytes: ChunkBytes,
    /** size + 1 offsets: chunk `doc` is bytes[starts[doc], starts[doc + 1]) minus its newline. */
    private readonly starts: Uint32Array,
  ) {}

  get size(): number {
    return this.starts.length - 1;
  }

  /** A fresh object each call: callers may edit what they are given. */
  at(doc: number): Chunk {
    const [start, next] = this.span(doc);
    return parseLine(this.bytes.read(start, next - 1));
  }

  /**
   * `at` for each of `docs` (in that order; a point asked twice is parsed twice), the bytes of
   * points that lie near each other read in one go. Measured: a request's ~17 chunks were ~17
   * reads of the chunk file, each a system call, ~half of the chunks' parse time (in-process
   * profile, bench:api questions); a drug's chunks are neighbours in the file.
   */
  atEach(docs: readonly number[]): Chunk[] {
    const order = docs.map((_, i) => i).sort((a, b) => docs[a]! - docs[b]!);
    const out = new Array<Chunk>(docs.length);
    for (let i = 0; i < order.length; ) {
      const [base, firstNext] = this.span(docs[order[i]!]!);
      let end = firstNext;
      let j = i + 1;
      for (; j < order.length; j += 1) {
        const [start, next] = this.span(docs[order[j]!]!);
        if (start - end > MAX_READ_GAP || next - base > MAX_READ_RUN) break;
        end = Math.max(end, next);
      }
      const bytes = this.bytes.read(base, end);
      for (let k = i; k < j; k += 1) {
        const [start, next] = this.span(docs[order[k]!]!);
        out[order[k]!] = parseLine(bytes.subarray(start - base, next - 1 - base));
      }
      i = j;
    }
    return out;
  }

  /** Chunk `doc`'s line: [start, next), its newline the last byte. */
  private span(doc: number): [number, number] {
    const start = this.starts[doc];
    const next = this.starts[doc + 1];
    if (start === undefined || next === undefined) throw new RangeError(`no chunk #${doc}`);
    return [start, next];
  }
}

/**
 * Two points' bytes are read together when at most this many bytes lie between them (a read's
 * fixed cost is that of copying ~40 kB more), and a read is at most MAX_READ_RUN long (a scroll
 * of the whole store is not one read of the whole file).
 */
const MAX_READ_GAP = 32 * 1024;
const MAX_READ_RUN = 256 * 1024;

function parseLine(bytes: Buffer): Chunk {
  // Through UTF-16 rather than toString('utf8'): V8's UTF-8 decoding of Vietnamese text took
  // 12 µs of a chunk's 22 µs (parse included) on the 680 index, against 10.6 µs for the
  // structuredClone the parsed store paid; ICU's transcode plus a UTF-16 copy take ~5 µs.
  const utf16 = transcode(bytes, 'utf8', 'utf16le');
  return JSON.parse(utf16.toString('utf16le')) as Chunk;
}

const NEWLINE = 0x0a;

/**
 * chunks.jsonl's bytes → CompactChunks and each chunk's keys. `stored` is where the served
 * chunks are read from when the file needs no rewriting (by default, these very bytes). Every line is checked against the
 * chunk schema here, once; `at()` then only parses. A line whose JSON is not exactly what the
 * schema outputs (another key order, an unknown key the schema strips) is stored re-serialised
 * from the schema's output, so `at()` always returns what a validated parse would have.
 * Throws naming the 1-based line of the first invalid chunk.
 */
export function packChunks(
  bytes: Buffer,
  where: string,
  stored: ChunkBytes = chunkBytesInMemory(bytes),
): { chunks: CompactChunks; keys: ChunkKeys[] } {
  const starts: number[] = [];
  const ends: number[] = [];
  const keys: ChunkKeys[] = [];
  // Lines rewritten from the schema's output, by position; normally none.
  const rewritten = new Map<number, string>();
  let start = 0;
  while (start < bytes.length) {
    let end = bytes.indexOf(NEWLINE, start);
    if (end < 0) end = bytes.length;
    if (end > start) {
      const line = bytes.toString('utf8', start, end);
      const parsed = chunkSchema.safeParse(JSON.parse(line));
      if (!parsed.success) {
        throw new Error(`LocalStore ${where}: line ${keys.length + 1} is not a v4 chunk`);
      }
      const canonical = JSON.stringify(parsed.data);
      if (canonical !== line) rewritten.set(keys.length, canonical);
      const { chunk_id, drug_id, section_key, atc_codes, chunk_kind } = parsed.data;
      keys.push({ chunk_id, drug_id, section_key, atc_codes, chunk_kind });
      starts.push(start);
      ends.push(end);
    }
    start = end + 1;
  }
  const contiguous =
    rewritten.size === 0 &&
    starts.every((s, doc) => doc === 0 || s === (ends[doc - 1] as number) + 1);
  if (contiguous) {
    // The usual case: the file's own bytes, as read and checksummed, are the store.
    return {
      chunks: new CompactChunks(
        stored,
        Uint32Array.from([starts[0] ?? 0, ...ends.map((e) => e + 1)]),
      ),
      keys,
    };
  }
  // A store written by another version (key order, blank lines): rebuilt from canonical lines.
  const parts: Buffer[] = [];
  const offsets = new Uint32Array(keys.length + 1);
  for (let doc = 0; doc < keys.length; doc += 1) {
    const canonical = rewritten.get(doc);
    const line =
      canonical === undefined
        ? bytes.subarray(starts[doc], ends[doc])
        : Buffer.from(canonical, 'utf8');
    parts.push(line, Buffer.from('\n'));
    offsets[doc + 1] = (offsets[doc] as number) + line.length + 1;
  }
  return { chunks: new CompactChunks(chunkBytesInMemory(Buffer.concat(parts)), offsets), keys };
}
