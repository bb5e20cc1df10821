import type { Chunk } from '@/lib/schema/chunk';
import type { SparseVector } from '@/lib/text/build-sparse-vector';
import type { StoredPoint } from './chunk-store';
import { ChunkLoadError, validateChunkForLoad } from './validate-chunk-for-load';

export interface ValidatedPoints {
  /** Parsed by chunkSchema, in load order. */
  chunks: Chunk[];
  sparse: SparseVector[];
  /** One vector per chunk, or null when the load has no dense vectors. */
  dense: number[][] | null;
  denseSize: number | null;
}

const MAX_SPARSE_INDEX = 2 ** 32 - 1;

function checkSparse(id: string, sparse: SparseVector | undefined): void {
  if (!sparse || !Array.isArray(sparse.indices) || !Array.isArray(sparse.values)) {
    throw new ChunkLoadError(id, 'sparse', 'must be {indices: number[], values: number[]}');
  }
  if (sparse.indices.length !== sparse.values.length) {
    throw new ChunkLoadError(id, 'sparse', 'has indices and values of different lengths');
  }
  let previous = -1;
  for (let i = 0; i < sparse.indices.length; i += 1) {
    const index = sparse.indices[i];
    if (
      index === undefined ||
      !Number.isInteger(index) ||
      index < 0 ||
      index > MAX_SPARSE_INDEX ||
      index <= previous
    ) {
      throw new ChunkLoadError(
        id,
        'sparse.indices',
        `must be strictly ascending integers in [0, 2^32), got ${index} at ${i}`,
      );
    }
    previous = index;
    if (!Number.isFinite(sparse.values[i])) {
      throw new ChunkLoadError(id, 'sparse.values', `must be finite, got ${sparse.values[i]}`);
    }
  }
}

function checkDense(id: string, dense: readonly number[], size: number): void {
  if (dense.length !== size) {
    throw new ChunkLoadError(id, 'dense', `has ${dense.length} dimensions, the others ${size}`);
  }
  let norm = 0;
  for (const x of dense) {
    if (!Number.isFinite(x)) throw new ChunkLoadError(id, 'dense', 'has a non-finite value');
    norm += x * x;
  }
  if (norm === 0) throw new ChunkLoadError(id, 'dense', 'is all zeros (no cosine direction)');
}

/**
 * Everything a load checks before it writes anything, in one pass, so that a bad point anywhere
 * (even the last) leaves the served collection untouched: each chunk passes
 * validateChunkForLoad; chunk ids are unique; sparse vectors are well formed; dense vectors
 * are given for all points or none, all of one size, finite and non-zero.
 */
export function validatePointsForLoad(points: readonly StoredPoint[]): ValidatedPoints {
  if (points.length === 0) {
    throw new Error('load: no points given; refusing to replace the store with an empty one');
  }
  const firstDense = points[0]?.dense;
  const denseSize = firstDense === undefined ? null : firstDense.length;
  if (denseSize === 0) throw new Error('load: dense vectors must have at least one dimension');

  const chunks: Chunk[] = [];
  const sparse: SparseVector[] = [];
  const dense: number[][] = [];
  const seen = new Set<string>();

  points.forEach((point, position) => {
    const chunk = validateChunkForLoad(point.chunk, position);
    const id = `"${chunk.chunk_id}" (#${position})`;
    if (seen.has(chunk.chunk_id)) {
      throw new ChunkLoadError(id, 'chunk_id', 'is duplicated in this load');
    }
    seen.add(chunk.chunk_id);
    checkSparse(id, point.sparse);
    if (denseSize === null) {
      if (point.dense !== undefined) {
        throw new ChunkLoadError(id, 'dense', 'is given while the first point has none');
      }
    } else {
      if (point.dense === undefined) {
        throw new ChunkLoadError(id, 'dense', 'is missing while the first point has one');
      }
      checkDense(id, point.dense, denseSize);
      dense.push([...point.dense]);
    }
    chunks.push(chunk);
    sparse.push({ indices: [...point.sparse.indices], values: [...point.sparse.values] });
  });

  return { chunks, sparse, dense: denseSize === null ? null : dense, denseSize };
}
