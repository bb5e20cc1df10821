import type { Chunk, ChunkKind } from '@/lib/schema/chunk';
import type { SectionKey } from '@/lib/schema/section-keys';
import type { SparseVector } from '@/lib/text/build-sparse-vector';

/**
 * The ChunkStore port: one interface, two adapters with the same semantics —
 * LocalStore (embedded default, lib/store/local-store.ts) and QdrantStore (deployment,
 * lib/store/qdrant-store.ts). store.contract.test.ts runs one suite against both.
 *
 * Semantics (Qdrant's, reproduced exactly by LocalStore):
 * - sparse: Σ query_value · idf · doc_value over shared indices, idf computed over the loaded
 *   collection: ln(1 + (N − n + 0.5)/(n + 0.5)). Only chunks sharing an index are returned.
 * - dense: cosine similarity; every chunk passing the filter is a candidate.
 * - both: each side fetches prefetchLimit(limit) candidates, fused by RRF (k = 60, 0-based
 *   positions), then cut to `limit`.
 * - filter: AND across fields, OR within a field; an empty list matches nothing (leave the
 *   field out not to filter). Applied before ranking, to every side.
 * - point id = uuid5(chunk_id) (lib/store/uuid5.ts).
 */

export interface StoredPoint {
  chunk: Chunk;
  /** From lib/text/build-sparse-vector (BM25 tf, no IDF). */
  sparse: SparseVector;
  /** All points have one (same length) or none. */
  dense?: number[];
}

export interface ChunkFilter {
  drug_id?: readonly string[];
  section_key?: readonly SectionKey[];
  atc_codes?: readonly string[];
  chunk_kind?: readonly ChunkKind[];
}

/** Payload fields with an index (keyword index in Qdrant, value → points map locally). */
export const FILTER_FIELDS = ['drug_id', 'section_key', 'atc_codes', 'chunk_kind'] as const;
export type FilterField = (typeof FILTER_FIELDS)[number];

export interface SearchRequest {
  sparse?: SparseVector;
  dense?: readonly number[];
  filter?: ChunkFilter;
  limit: number;
}

export interface ScoredChunk {
  chunk: Chunk;
  /** Sparse: IDF-weighted dot product. Dense: cosine. Both: RRF score. */
  score: number;
}

export interface LoadResult {
  /** The collection (Qdrant) or generation (LocalStore) now being served. */
  collection: string;
  points: number;
  hasDense: boolean;
  /** What was served before this load, if anything; it has been retired. */
  replaced: string | null;
}

export interface StoreInfo {
  backend: 'local' | 'qdrant';
  collection: string;
  points: number;
  hasDense: boolean;
  denseSize: number | null;
  schemaVersion: number;
}

export interface ChunkStore {
  /**
   * Validates every point (validatePointsForLoad) before writing anything, writes a new
   * collection, and only then makes it the served one; a failing load leaves the previous data
   * served. Loading the same points again gives the same ids and the same results.
   */
  load(points: readonly StoredPoint[]): Promise<LoadResult>;
  /** Best first. At least one of `sparse`, `dense` is required. */
  search(request: SearchRequest): Promise<ScoredChunk[]>;
  /** In the order asked; unknown ids are left out. */
  getChunks(ids: readonly string[]): Promise<Chunk[]>;
  /** Every chunk passing the filter, in load (book) order. */
  scrollChunks(filter: ChunkFilter): Promise<Chunk[]>;
  count(): Promise<number>;
  info(): Promise<StoreInfo>;
}

/** Candidates each side of a hybrid search contributes to RRF. */
export function prefetchLimit(limit: number): number {
  return Math.max(50, limit * 5);
}

/** Thrown by reads when nothing has been loaded yet. */
export class StoreNotLoadedError extends Error {
  constructor(where: string) {
    super(`No chunk store at ${where}: nothing has been loaded yet (run the ingest).`);
    this.name = 'StoreNotLoadedError';
  }
}

/** Developer errors in a search request, the same wording from both adapters. */
export function checkSearchRequest(request: SearchRequest, denseSize: number | null): void {
  if (!Number.isInteger(request.limit) || request.limit < 1) {
    throw new Error(`search: limit must be a positive integer, got ${request.limit}`);
  }
  if (request.sparse === undefined && request.dense === undefined) {
    throw new Error('search: give a sparse and/or a dense query vector');
  }
  if (request.sparse && request.sparse.indices.length !== request.sparse.values.length) {
    throw new Error('search: sparse indices and values differ in length');
  }
  if (request.dense !== undefined) {
    if (denseSize === null) {
      throw new Error('search: a dense query on a store loaded without dense vectors');
    }
    if (request.dense.length !== denseSize) {
      throw new Error(
        `search: dense query has ${request.dense.length} dimensions, the store ${denseSize}`,
      );
    }
  }
}

/** True when a filter field is present but empty: by the port's rule it matches nothing. */
export function filterMatchesNothing(filter: ChunkFilter | undefined): boolean {
  if (!filter) return false;
  return FILTER_FIELDS.some((field) => filter[field]?.length === 0);
}
