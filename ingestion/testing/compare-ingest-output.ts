import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { INDEX_FILES, STORE_SUBDIR } from '@/lib/index/index-files';

/**
 * What an ingest must keep identical when only its speed or memory changes (issue 13): every
 * chunk's id and text in order, and the blocks, pages, page lines and monographs record for
 * record, and the store's files (their sizes and sha256 in its manifest: the sparse vectors are
 * the load stage's output). Timings (report.json) and the store's generation names and dates
 * are allowed to differ.
 */
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
): Promise<{ compared: number; differences: OutputDifference[] }> {
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
  const storeDifference = compareStoreManifests(storeBefore!, storeAfter!);
  if (storeDifference) differences.push(storeDifference);
  return { compared, differences };
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
export function compareStoreManifests(before: string, after: string): OutputDifference | null {
  const a = storeContent(before);
  const b = storeContent(after);
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
