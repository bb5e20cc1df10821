import type { SparseVector } from '@/lib/text/build-sparse-vector';

/**
 * Sparse vectors as three flat typed arrays, so a worker thread can hand a book's ~4M index/value
 * pairs back by transfer instead of structured-cloning 2 × 14,757 number arrays. Vector i is
 * `indices`/`values` from `offsets[i]` to `offsets[i + 1]`. Indices are FNV-1a hashes (uint32)
 * and values float64: both round-trip exactly.
 */
export interface PackedSparseVectors {
  offsets: Uint32Array;
  indices: Uint32Array;
  values: Float64Array;
}

export function packSparseVectors(vectors: readonly SparseVector[]): PackedSparseVectors {
  const offsets = new Uint32Array(vectors.length + 1);
  for (let i = 0; i < vectors.length; i++)
    offsets[i + 1] = offsets[i]! + vectors[i]!.indices.length;
  const total = offsets[vectors.length]!;
  const indices = new Uint32Array(total);
  const values = new Float64Array(total);
  vectors.forEach((vector, i) => {
    indices.set(vector.indices, offsets[i]);
    values.set(vector.values, offsets[i]);
  });
  return { offsets, indices, values };
}

export function unpackSparseVectors(packed: PackedSparseVectors): SparseVector[] {
  const { offsets, indices, values } = packed;
  const out: SparseVector[] = new Array<SparseVector>(Math.max(0, offsets.length - 1));
  for (let i = 0; i + 1 < offsets.length; i++) {
    const start = offsets[i]!;
    const end = offsets[i + 1]!;
    out[i] = {
      indices: Array.from(indices.subarray(start, end)),
      values: Array.from(values.subarray(start, end)),
    };
  }
  return out;
}
