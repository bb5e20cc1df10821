import type { Schemas } from '@qdrant/js-client-rest';
import { prefetchLimit, type SearchRequest } from './chunk-store';
import { RRF_K } from './fuse-rrf';
import { toQdrantFilter } from './to-qdrant-filter';

export const SPARSE_VECTOR = 'sparse';
export const DENSE_VECTOR = 'dense';

/**
 * A SearchRequest as a Qdrant Query API body, with LocalStore's semantics:
 * - sparse only / dense only: a plain query on the named vector;
 * - both: one prefetch per side (prefetchLimit candidates, filter on each) fused by
 *   `{rrf: {k: 60}}` — passed explicitly because Qdrant's own default k is 2 (needs a server
 *   that accepts parametrised RRF, Qdrant ≥ 1.16);
 * - an empty sparse vector contributes no candidates (no prefetch for it); returns null when
 *   nothing is left to search, and the caller answers [] without asking Qdrant.
 * The filter is set on every prefetch and on the fused query.
 */
export function buildQdrantQuery(request: SearchRequest): Schemas['QueryRequest'] | null {
  const filter = toQdrantFilter(request.filter);
  const sparse =
    request.sparse && request.sparse.indices.length > 0
      ? { indices: [...request.sparse.indices], values: [...request.sparse.values] }
      : undefined;
  const dense = request.dense ? [...request.dense] : undefined;
  const common = { limit: request.limit, with_payload: true, ...(filter ? { filter } : {}) };

  if (request.sparse && dense) {
    const candidates = prefetchLimit(request.limit);
    const prefetch: Schemas['Prefetch'][] = [];
    if (sparse) prefetch.push({ query: sparse, using: SPARSE_VECTOR, limit: candidates, filter });
    prefetch.push({ query: dense, using: DENSE_VECTOR, limit: candidates, filter });
    return { prefetch, query: { rrf: { k: RRF_K } }, ...common };
  }
  if (sparse) return { query: sparse, using: SPARSE_VECTOR, ...common };
  if (dense) return { query: dense, using: DENSE_VECTOR, ...common };
  return null;
}
