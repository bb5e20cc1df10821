import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { INDEX_FILES, STORE_SUBDIR } from '@/lib/index/index-files';
import { CHUNKS_FILE } from '@/lib/store/local-store-files';

/**
 * What an ingest must keep identical when only its speed or memory changes (issue 13): every
 * chunk's id and text in order, and the blocks, pages, page lines and monographs record for
 * record, and the store's files (their sizes and sha256 in its manifest: the sparse vectors are
 * the load stage's output). The store's chunk records are compared field by field: all must be
 * equal but the highlight boxes (`regions`), which may move by Float32 rounding — pdf.js's
 * operator list keeps each Tm operand as a Float32, and a PDF literal longer than a Float32 holds
 * reads back a few hundred-thousandths of a point off (build-text-items.ts; measured: ≤ 2.8e-5
 * pt on the 680-monograph sample). The crops must be the same PNG files byte for byte (their
 * drawing skips text outside each crop: skip-text-outside-crop.ts). Timings (report.json) and the
 * store's generation names and dates are allowed to differ.
 */
export const REGION_TOLERANCE_PT = 1e-3;
export const COMPARED_FILES = ['chunks', 'blocks', 'pages', 'pageLines', 'monographs'] as const;
export type ComparedFile = (typeof COMPARED_FILES)[number];

export interface OutputDifference {
  file: string;
  /** 0-based record number of the first difference; the shorter file's length when one is a prefix. */
  record: number;
  before: string | null;
  after: string | null;
  records_before: number;
  records_after: number;
}

const recordsOf = (jsonl: string) => jsonl.split('\n').filter((line) => line.length > 0);

/** A chunk reduced to what must not change: its id and its text. */
function chunkKey(line: string): string {
  const chunk = JSON.parse(line) as { chunk_id?: unknown; text?: unknown };
  return JSON.stringify([chunk.chunk_id, chunk.text]);
}

/** The first difference between two versions of one index file, or null when they agree. */
export function compareIndexFile(
  file: ComparedFile,
  before: string,
  after: string,
): OutputDifference | null {
  const key = file === 'chunks' ? chunkKey : (line: string) => line;
  const a = recordsOf(before);
  const b = recordsOf(after);
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) {
    const x = key(a[i]!);
    const y = key(b[i]!);
    if (x !== y) return difference(file, i, x, y, a.length, b.length);
  }
  if (a.length !== b.length)
    return difference(file, n, a[n] ?? null, b[n] ?? null, a.length, b.length);
  return null;
}

function difference(
  file: ComparedFile,
  record: number,
  before: string | null,
  after: string | null,
  recordsBefore: number,
  recordsAfter: number,
): OutputDifference {
  const clip = (s: string | null) => (s && s.length > 300 ? `${s.slice(0, 300)}…` : s);
  return {
    file: INDEX_FILES[file],
    record,
    before: clip(before),
    after: clip(after),
    records_before: recordsBefore,
    records_after: recordsAfter,
  };
}

/** Compares two index folders file by file, one file in memory at a time. */
export async function compareIngestOutput(
  beforeDir: string,
  afterDir: string,
): Promise<{ compared: number; differences: OutputDifference[]; regionShift: number }> {
  const differences: OutputDifference[] = [];
  let compared = 0;
  for (const file of COMPARED_FILES) {
    const [before, after] = await Promise.all(
      [beforeDir, afterDir].map((dir) => readFile(path.join(dir, INDEX_FILES[file]), 'utf8')),
    );
    compared += recordsOf(after!).length;
    const found = compareIndexFile(file, before!, after!);
    if (found) differences.push(found);
  }
  const [storeBefore, storeAfter] = await Promise.all(
    [beforeDir, afterDir].map((dir) =>
      readFile(path.join(dir, STORE_SUBDIR, 'manifest.json'), 'utf8'),
    ),
  );
  const storeDifference = compareStoreManifests(storeBefore!, storeAfter!, [CHUNKS_FILE]);
  if (storeDifference) differences.push(storeDifference);
  const [chunksBefore, chunksAfter] = await Promise.all(
    [beforeDir, afterDir].map((dir) => readFile(path.join(dir, STORE_SUBDIR, CHUNKS_FILE), 'utf8')),
  );
  const chunks = compareStoreChunks(chunksBefore!, chunksAfter!);
  if (chunks.difference) differences.push(chunks.difference);
  const crops = await compareCrops(beforeDir, afterDir);
  compared += crops.compared;
  if (crops.difference) differences.push(crops.difference);
  return { compared, differences, regionShift: chunks.regionShift };
}

/** The crops folder of each index: the same file names, each file the same bytes. */
export async function compareCrops(
  beforeDir: string,
  afterDir: string,
): Promise<{ compared: number; difference: OutputDifference | null }> {
  const list = async (dir: string) =>
    (await readdir(path.join(dir, 'crops')).catch(() => [] as string[])).sort();
  const [a, b] = await Promise.all([list(beforeDir), list(afterDir)]);
  const found = (record: number, before: string | null, after: string | null) => ({
    compared: b.length,
    difference: {
      file: 'crops',
      record,
      before,
      after,
      records_before: a.length,
      records_after: b.length,
    },
  });
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    if (a[i] !== b[i]) return found(i, a[i] ?? null, b[i] ?? null);
    const [x, y] = await Promise.all(
      [beforeDir, afterDir].map((dir) => readFile(path.join(dir, 'crops', a[i]!))),
    );
    if (!x!.equals(y!))
      return found(i, `${a[i]} (${x!.length} bytes)`, `${a[i]} (${y!.length} bytes)`);
  }
  return { compared: b.length, difference: null };
}

interface RegionRecord {
  regions?: { physical_page?: unknown; bbox?: unknown }[];
}

/** The largest move of a highlight box corner between two chunk records, or null if not comparable. */
function regionShiftOf(a: RegionRecord, b: RegionRecord): number | null {
  const ra = a.regions ?? [];
  const rb = b.regions ?? [];
  if (ra.length !== rb.length) return null;
  let shift = 0;
  for (let i = 0; i < ra.length; i++) {
    if (ra[i]!.physical_page !== rb[i]!.physical_page) return null;
    const ba = ra[i]!.bbox as number[];
    const bb = rb[i]!.bbox as number[];
    if (!Array.isArray(ba) || !Array.isArray(bb) || ba.length !== bb.length) return null;
    for (let k = 0; k < ba.length; k++) shift = Math.max(shift, Math.abs(ba[k]! - bb[k]!));
  }
  return shift;
}

/**
 * The store's chunk records, in order: every field equal, the highlight boxes within
 * REGION_TOLERANCE_PT. Returns the first difference and the largest box move seen.
 */
export function compareStoreChunks(
  before: string,
  after: string,
): { difference: OutputDifference | null; regionShift: number } {
  const a = recordsOf(before);
  const b = recordsOf(after);
  let regionShift = 0;
  const found = (record: number, x: string | null, y: string | null) => ({
    difference: {
      ...difference('chunks', record, x, y, a.length, b.length),
      file: `${STORE_SUBDIR}/${CHUNKS_FILE}`,
    },
    regionShift,
  });
  for (let i = 0; i < Math.min(a.length, b.length); i++) {
    if (a[i] === b[i]) continue;
    const x = JSON.parse(a[i]!) as RegionRecord;
    const y = JSON.parse(b[i]!) as RegionRecord;
    const shift = regionShiftOf(x, y);
    const rest = (r: RegionRecord) => JSON.stringify({ ...r, regions: null });
    if (shift === null || shift > REGION_TOLERANCE_PT || rest(x) !== rest(y))
      return found(i, a[i]!, b[i]!);
    regionShift = Math.max(regionShift, shift);
  }
  if (a.length !== b.length) {
    const n = Math.min(a.length, b.length);
    return found(n, a[n] ?? null, b[n] ?? null);
  }
  return { difference: null, regionShift };
}

/** The store's counts and files (bytes + sha256) from its manifest, in a comparable form. */
function storeContent(manifestJson: string): Record<string, string> {
  const manifest = JSON.parse(manifestJson) as { counts?: unknown; files?: unknown };
  const entries: Record<string, string> = { counts: JSON.stringify(manifest.counts) };
  const files = (manifest.files ?? {}) as Record<string, unknown>;
  for (const name of Object.keys(files).sort()) entries[name] = JSON.stringify(files[name]);
  return entries;
}

/** The first store file (or the counts) that differs between two store manifests, or null. */
export function compareStoreManifests(
  before: string,
  after: string,
  comparedElsewhere: readonly string[] = [],
): OutputDifference | null {
  const a = storeContent(before);
  const b = storeContent(after);
  for (const name of comparedElsewhere) {
    delete a[name];
    delete b[name];
  }
  const names = [...new Set([...Object.keys(a), ...Object.keys(b)])].sort();
  for (const name of names) {
    if (a[name] === b[name]) continue;
    return {
      file: `${STORE_SUBDIR}/${name}`,
      record: 0,
      before: a[name] ?? null,
      after: b[name] ?? null,
      records_before: Object.keys(a).length,
      records_after: Object.keys(b).length,
    };
  }
  return null;
}
