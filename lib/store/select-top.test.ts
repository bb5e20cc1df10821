import { describe, expect, it } from 'vitest';
import { selectTop } from './select-top';

describe('selectTop', () => {
  const scores = [0.5, 0.9, 0.1, 0.9, 0.7, 0.0];
  it.each([
    ['top 3, ties by load order', [0, 1, 2, 3, 4, 5], 3, [1, 3, 4]],
    ['k larger than the candidates', [2, 0], 10, [0, 2]],
    ['k = 0', [0, 1], 0, []],
    ['no candidates', [], 5, []],
    ['only the given candidates are ranked', [5, 2, 0], 2, [0, 2]],
    ['all, in order', [5, 4, 3, 2, 1, 0], 6, [1, 3, 4, 0, 2, 5]],
  ])('%s', (_label, docs, k, expected) => {
    expect(selectTop(docs, scores, k).map((h) => h.doc)).toEqual(expected);
  });

  it('agrees with a full sort on random scores', () => {
    let seed = 42;
    const random = () => (seed = (Math.imul(seed, 1103515245) + 12345) >>> 0) / 2 ** 32;
    // coarse scores, so many ties
    const many = Array.from({ length: 5000 }, () => Math.round(random() * 50) / 50);
    const docs = Array.from({ length: 5000 }, (_v, i) => i).filter((i) => i % 3 !== 0);
    const expected = docs
      .map((doc) => ({ doc, score: many[doc] ?? 0 }))
      .sort((a, b) => b.score - a.score || a.doc - b.doc)
      .slice(0, 250);
    expect(selectTop(docs, many, 250)).toEqual(expected);
  });
});
