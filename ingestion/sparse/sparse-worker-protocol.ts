import type { PackedSparseVectors } from './pack-sparse-vectors';

/**
 * What the ingest sends the sparse worker, once: every chunk's index text in chunk order, and
 * the shared cursor both threads take batches of texts from (claimBatch).
 */
export interface SparseTask {
  type: 'build';
  texts: readonly string[];
  /** An Int32Array's buffer: [next batch to take]. */
  cursor: SharedArrayBuffer;
  batchSize: number;
}

/**
 * What the sparse worker sends back: the collection's average length first (both threads weigh
 * with it), then each batch it took (vectors transferred), then done — or a failure.
 */
export type SparseMessage =
  | { type: 'average'; avgDocLength: number }
  | ({ type: 'batch'; first: number } & PackedSparseVectors)
  | { type: 'done'; ms: number; batches: number }
  | { type: 'failure'; message: string };
