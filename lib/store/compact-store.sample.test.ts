import path from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { STORE_SUBDIR } from '@/lib/index/index-files';
import { readJsonlSync } from '@/lib/index/read-jsonl';
import { chunkSchema, type Chunk } from '@/lib/schema/chunk';
import { SECTION_KEYS } from '@/lib/schema/section-keys';
import { buildQuerySparseVector, type SparseVector } from '@/lib/text/build-sparse-vector';
import { buildStoredPoints } from './build-stored-points';
import type { ChunkFilter } from './chunk-store';
import { openLocalStore } from './local-store';
import { sparseIdf } from './local-store-index';

/**
 * The compact LocalStore (chunks kept as bytes, postings as Uint16 + a value palette) against
 * what the store held before it: every chunk of the sample index parsed and validated, and
 * sparse scores summed from each chunk's own f32 vector. Byte-for-byte chunks and exactly equal
 * scores, or a citation, quote region or rank could differ from before.
 */
const indexDir = inject('sampleIndexDir');
const storeDir = path.join(indexDir, STORE_SUBDIR);
const reference: Chunk[] = readJsonlSync(path.join(storeDir, 'chunks.jsonl'), chunkSchema);

let vectorsOnce: SparseVector[] | null = null;
const referenceVectors = () => (vectorsOnce ??= buildStoredPoints(reference).map((p) => p.sparse));

const QUESTIONS = [
  'liều dùng cho trẻ em',
  'chống chỉ định',
  'suy thận giảm liều',
  'phụ nữ có thai',
  'tương tác thuốc warfarin',
  'quá liều xử trí',
  'bảo quản',
  'lieu dung nguoi lon',
];

/** The old store's sparse search: Σ query · idf · f32 value, best first, ties by load order. */
function referenceSearch(
  query: SparseVector,
  vectors: readonly SparseVector[],
  allowed: (doc: number) => boolean,
  limit: number,
): { chunk_id: string; score: number }[] {
  const df = new Map<number, number>();
  for (const v of vectors) for (const i of v.indices) df.set(i, (df.get(i) ?? 0) + 1);
  const scored: { doc: number; score: number }[] = [];
  vectors.forEach((v, doc) => {
    if (!allowed(doc)) return;
    let score = 0;
    let shared = false;
    query.indices.forEach((term, qi) => {
      const at = v.indices.indexOf(term);
      if (at < 0) return;
      shared = true;
      const weight = (query.values[qi] ?? 0) * sparseIdf(vectors.length, df.get(term) ?? 0);
      score += weight * Math.fround(v.values[at] ?? 0);
    });
    if (shared) scored.push({ doc, score });
  });
  scored.sort((a, b) => b.score - a.score || a.doc - b.doc);
  return scored
    .slice(0, limit)
    .map(({ doc, score }) => ({ chunk_id: reference[doc]!.chunk_id, score }));
}

describe('the compact LocalStore on the sample index', () => {
  it('returns every chunk byte-for-byte as chunks.jsonl holds it, a fresh object each time', async () => {
    const store = await openLocalStore(storeDir);
    const ids = reference.map((c) => c.chunk_id);
    const got = await store.getChunks(ids);
    expect(got.map((c) => JSON.stringify(c))).toEqual(reference.map((c) => JSON.stringify(c)));
    expect(reference.some((c) => c.line_boxes && c.line_boxes.length > 0)).toBe(true);

    const scrolled = await store.scrollChunks({});
    expect(scrolled.map((c) => JSON.stringify(c))).toEqual(got.map((c) => JSON.stringify(c)));
    scrolled[0]!.text = 'edited by a caller';
    expect((await store.getChunks([ids[0]!]))[0]).toEqual(reference[0]);
  });

  it('scrolls each drug and section filter to the same chunks in book order', async () => {
    const store = await openLocalStore(storeDir);
    const drug = reference[Math.floor(reference.length / 2)]!.drug_id;
    const filters: ChunkFilter[] = [
      { drug_id: [drug] },
      { section_key: [...SECTION_KEYS].slice(0, 3) },
      { drug_id: [drug], chunk_kind: ['prose'] },
    ];
    for (const filter of filters) {
      const expected = reference.filter(
        (c) =>
          (filter.drug_id?.includes(c.drug_id) ?? true) &&
          (filter.section_key?.includes(c.section_key) ?? true) &&
          (filter.chunk_kind?.includes(c.chunk_kind) ?? true),
      );
      expect((await store.scrollChunks(filter)).map((c) => c.chunk_id)).toEqual(
        expected.map((c) => c.chunk_id),
      );
    }
  });

  it.each(QUESTIONS)('ranks "%s" with exactly the scores of the f32 vectors', async (question) => {
    const store = await openLocalStore(storeDir);
    const vectors = referenceVectors();
    const query = buildQuerySparseVector(question);
    const drug = reference[0]!.drug_id;
    for (const [filter, allowed] of [
      [undefined, () => true],
      [{ drug_id: [drug] }, (doc: number) => reference[doc]!.drug_id === drug],
    ] as const) {
      const got = await store.search({ sparse: query, filter, limit: 20 });
      const expected = referenceSearch(query, vectors, allowed, 20);
      expect(expected.length).toBeGreaterThan(0);
      expect(got.map((h) => ({ chunk_id: h.chunk.chunk_id, score: h.score }))).toEqual(expected);
    }
  });
});
