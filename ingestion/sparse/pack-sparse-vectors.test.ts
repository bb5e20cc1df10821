import { describe, expect, it } from 'vitest';
import { packSparseVectors, unpackSparseVectors } from './pack-sparse-vectors';

describe('packSparseVectors', () => {
  it.each([
    ['no vectors', []],
    [
      'an empty vector between two',
      [
        { indices: [1], values: [0.5] },
        { indices: [], values: [] },
        { indices: [7, 4_294_967_295], values: [1 / 3, 2.000000000000001] },
      ],
    ],
    [
      'values that only float64 holds',
      [{ indices: [0, 3, 99], values: [0.1 + 0.2, 1e-300, 12345.678901234567] }],
    ],
  ])('round-trips %s exactly', (_, vectors) => {
    const packed = packSparseVectors(vectors);
    expect(packed.offsets).toHaveLength(vectors.length + 1);
    expect(unpackSparseVectors(packed)).toEqual(vectors);
    for (const v of unpackSparseVectors(packed)) expect(Array.isArray(v.indices)).toBe(true);
  });
});
