import { describe, expect, it } from 'vitest';
import { invertSparseVectors } from './local-store-files';

describe('invertSparseVectors', () => {
  it('turns point-major vectors into sorted terms with ascending posting lists', () => {
    const inverted = invertSparseVectors([
      { indices: [7, 4_294_967_295], values: [0.5, 1] },
      { indices: [], values: [] },
      { indices: [3, 7, 2_147_483_648], values: [2, 3, 4] },
    ]);
    expect([...inverted.terms]).toEqual([3, 7, 2_147_483_648, 4_294_967_295]);
    expect([...inverted.offsets]).toEqual([0, 1, 3, 4, 5]);
    expect([...inverted.docs]).toEqual([2, 0, 2, 2, 0]);
    expect([...inverted.values]).toEqual([2, 0.5, 3, 4, 1]);
  });

  it('keeps indices that differ only above bit 31 apart', () => {
    // The Map key is the index as an int32: 2^31 + 1 becomes −2^31 + 1, still distinct from 1.
    const inverted = invertSparseVectors([{ indices: [1, 2_147_483_649], values: [1, 2] }]);
    expect([...inverted.terms]).toEqual([1, 2_147_483_649]);
  });

  it('stores values as f32', () => {
    const inverted = invertSparseVectors([{ indices: [1], values: [0.1] }]);
    expect(inverted.values[0]).toBe(Math.fround(0.1));
  });

  it('handles no vectors', () => {
    const inverted = invertSparseVectors([]);
    expect([...inverted.terms]).toEqual([]);
    expect([...inverted.offsets]).toEqual([0]);
  });
});
