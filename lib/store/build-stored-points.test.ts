import { describe, expect, it } from 'vitest';
import { hashTerm } from '@/lib/text/hash-term';
import { buildStoredPoints, sparseIndexText } from './build-stored-points';
import { makeFixtureChunk } from './testing/make-fixture-chunk';

const chunks = [
  makeFixtureChunk({ text: 'Người lớn: uống 0,5 g mỗi 8 giờ.' }),
  makeFixtureChunk({ section_key: 'chong_chi_dinh', text: 'Mẫn cảm với thuốc.' }),
];

function has(indices: number[], term: string): boolean {
  return indices.includes(hashTerm(term));
}

describe('buildStoredPoints', () => {
  it('indexes drug name, section name and text', () => {
    expect(sparseIndexText(chunks[1] ?? makeFixtureChunk())).toBe(
      'THUỐC THỬ\nChống chỉ định\nMẫn cảm với thuốc.',
    );
    const [dose, contra] = buildStoredPoints(chunks);
    expect(has(dose?.sparse.indices ?? [], '0,5 g')).toBe(true);
    expect(has(dose?.sparse.indices ?? [], 'liều lượng')).toBe(true);
    expect(has(contra?.sparse.indices ?? [], 'chống chỉ')).toBe(true);
    expect(has(contra?.sparse.indices ?? [], 'thuốc thử')).toBe(true);
    expect(has(contra?.sparse.indices ?? [], '0,5 g')).toBe(false);
  });

  it('keeps chunk order and attaches dense vectors when given', () => {
    const points = buildStoredPoints(chunks, [
      [1, 0],
      [0, 1],
    ]);
    expect(points.map((p) => p.chunk)).toEqual(chunks);
    expect(points.map((p) => p.dense)).toEqual([
      [1, 0],
      [0, 1],
    ]);
    expect(buildStoredPoints(chunks).every((p) => p.dense === undefined)).toBe(true);
  });

  it('normalises by the collection: a longer chunk gets lower values for the same term', () => {
    const [short, long] = buildStoredPoints([
      makeFixtureChunk({ text: 'Liều dùng.' }),
      makeFixtureChunk({
        section_key: 'than_trong',
        text: 'Liều dùng phải được điều chỉnh ở người suy thận, người cao tuổi và trẻ em dưới 12 tuổi.',
      }),
    ]);
    const value = (p: typeof short, term: string) =>
      p?.sparse.values[p.sparse.indices.indexOf(hashTerm(term))] ?? NaN;
    expect(value(short, 'liều dùng')).toBeGreaterThan(value(long, 'liều dùng'));
  });

  it('refuses a dense list of another length', () => {
    expect(() => buildStoredPoints(chunks, [[1]])).toThrow(/1 dense vectors for 2 chunks/);
  });
});
