import os from 'node:os';
import path from 'node:path';
import { mkdtempSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { buildQuerySparseVector } from '@/lib/text/build-sparse-vector';
import { buildStoredPoints } from './build-stored-points';
import { LocalStore } from './local-store';
import { makeFixtureChunk } from './testing/make-fixture-chunk';

/**
 * A filtered search looks the filter's few points up in long posting lists instead of walking
 * them (sorted-doc-lists.ts). Held here to the unfiltered search: the same points, the same
 * scores to the last bit, the same order — on a store where common terms have hundreds of
 * postings and a drug has a few dozen points, so both ways of reading a list are taken.
 */
const DRUGS = Array.from({ length: 12 }, (_, d) => `thuoc_${d}`);
const WORDS = ['liều', 'uống', 'trẻ em', 'suy thận', 'mỗi ngày', 'người lớn', 'tiêm', 'quá liều'];

function storeChunks() {
  return DRUGS.flatMap((drug_id, d) =>
    Array.from({ length: 40 }, (_, i) => {
      // Every chunk says "liều"; the others come and go, and each drug has one rare word.
      const words = ['liều', ...WORDS.filter((_, w) => (i * 7 + d * 3 + w) % (w + 2) === 0)];
      if (i % 13 === 0) words.push(`hiếm${d}`);
      return makeFixtureChunk({
        drug_id,
        part_index: i,
        part_count: 40,
        text: `${words.join(', ')}: ${i} mg.`,
      });
    }),
  );
}

describe('LocalStore filtered search', async () => {
  const dir = path.join(mkdtempSync(path.join(os.tmpdir(), 'duoc-thu-filtered-')), 'store');
  const chunks = storeChunks();
  await new LocalStore(dir).load(buildStoredPoints(chunks));
  const store = new LocalStore(dir);

  it.each([
    ['liều', 'thuoc_0'],
    ['liều uống cho trẻ em', 'thuoc_5'],
    ['quá liều suy thận người lớn', 'thuoc_11'],
    ['hiếm3 liều', 'thuoc_3'],
    ['tiêm mỗi ngày', 'thuoc_7'],
  ])('%j in %s: the unfiltered ranking restricted to the drug', async (question, drug) => {
    const sparse = buildQuerySparseVector(question);
    const filtered = await store.search({ sparse, filter: { drug_id: [drug] }, limit: 10 });
    const all = await store.search({ sparse, limit: chunks.length });
    const expected = all.filter((hit) => hit.chunk.drug_id === drug).slice(0, 10);
    expect(filtered.length).toBeGreaterThan(0);
    expect(filtered.map((h) => [h.chunk.chunk_id, h.score])).toEqual(
      expected.map((h) => [h.chunk.chunk_id, h.score]),
    );
  });

  it('two drugs and a section: every point the filter passes, none it does not', async () => {
    const sparse = buildQuerySparseVector('liều uống');
    const filter = { drug_id: ['thuoc_2', 'thuoc_9'], section_key: [chunks[0]!.section_key] };
    const hits = await store.search({ sparse, filter, limit: 200 });
    expect(hits).toHaveLength(80);
    expect(new Set(hits.map((h) => h.chunk.drug_id))).toEqual(new Set(['thuoc_2', 'thuoc_9']));
    const scrolled = await store.scrollChunks(filter);
    expect(scrolled.map((c) => c.chunk_id)).toEqual(
      chunks
        .filter((c) => c.drug_id === 'thuoc_2' || c.drug_id === 'thuoc_9')
        .map((c) => c.chunk_id),
    );
  });
});
