import { describe, expect, it } from 'vitest';
import { RRF_K, fuseRrf } from './fuse-rrf';

describe('fuseRrf', () => {
  it('reproduces Qdrant rrf_scoring test values (k = 2, 0-based positions)', () => {
    // qdrant lib/segment/src/common/reciprocal_rank_fusion.rs, test_rrf_scoring
    const fused = fuseRrf(
      [
        [2, 1],
        [1, 2, 3],
        [5, 3, 1],
      ],
      2,
    );
    expect(fused.map((f) => f.item)).toEqual([1, 2, 3, 5]);
    const expected = [1.0833334, 0.8333334, 0.5833334, 0.5];
    fused.forEach((f, i) => expect(f.score).toBeCloseTo(expected[i] ?? NaN, 6));
  });

  it.each([
    // [label, rankings, expected order]
    ['one ranking keeps its order', [['a', 'b', 'c']], ['a', 'b', 'c']],
    [
      'agreement wins',
      [
        ['a', 'b', 'c'],
        ['b', 'a', 'c'],
      ],
      ['a', 'b', 'c'],
    ],
    [
      'an item in both lists beats one at the top of one list',
      [
        ['x', 'b'],
        ['y', 'b'],
      ],
      ['b', 'x', 'y'],
    ],
    [
      'disjoint lists interleave by position',
      [
        ['a', 'b'],
        ['c', 'd'],
      ],
      ['a', 'c', 'b', 'd'],
    ],
    ['an empty ranking contributes nothing', [[], ['a', 'b']], ['a', 'b']],
    ['no rankings → nothing', [], []],
  ])('%s', (_label, rankings, expected) => {
    expect(fuseRrf(rankings).map((f) => f.item)).toEqual(expected);
  });

  it('uses k = 60 by default: the top of one list scores 1/60', () => {
    expect(RRF_K).toBe(60);
    const [top, second] = fuseRrf([['a', 'b']]);
    expect(top?.score).toBeCloseTo(1 / 60, 12);
    expect(second?.score).toBeCloseTo(1 / 61, 12);
  });

  it('counts an item once per ranking', () => {
    const fused = fuseRrf([['a', 'a', 'b']]);
    expect(fused).toEqual([
      { item: 'a', score: 1 / 60 },
      { item: 'b', score: 1 / 62 },
    ]);
  });

  it('refuses a non-positive k', () => {
    expect(() => fuseRrf([['a']], 0)).toThrow(/k must be positive/);
  });
});
