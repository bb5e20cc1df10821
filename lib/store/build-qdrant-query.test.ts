import { describe, expect, it } from 'vitest';
import { buildQdrantQuery } from './build-qdrant-query';

const sparse = { indices: [3, 9], values: [1, 0.5] };
const dense = [0.1, 0.2, 0.3];
const filter = { must: [{ key: 'drug_id', match: { any: ['acarbose'] } }] };

describe('buildQdrantQuery', () => {
  it('sparse only: a plain query on the named sparse vector', () => {
    expect(buildQdrantQuery({ sparse, limit: 5 })).toEqual({
      query: sparse,
      using: 'sparse',
      limit: 5,
      with_payload: true,
    });
  });

  it('dense only, with a filter', () => {
    expect(buildQdrantQuery({ dense, limit: 5, filter: { drug_id: ['acarbose'] } })).toEqual({
      query: dense,
      using: 'dense',
      limit: 5,
      with_payload: true,
      filter,
    });
  });

  it('both: two prefetches of max(50, 5·limit), filtered, fused by RRF with k = 60', () => {
    expect(
      buildQdrantQuery({ sparse, dense, limit: 12, filter: { drug_id: ['acarbose'] } }),
    ).toEqual({
      prefetch: [
        { query: sparse, using: 'sparse', limit: 60, filter },
        { query: dense, using: 'dense', limit: 60, filter },
      ],
      query: { rrf: { k: 60 } },
      limit: 12,
      with_payload: true,
      filter,
    });
  });

  it('both, with an empty sparse vector: RRF over the dense side alone (LocalStore does the same)', () => {
    const body = buildQdrantQuery({ sparse: { indices: [], values: [] }, dense, limit: 3 });
    expect(body).toEqual({
      prefetch: [{ query: dense, using: 'dense', limit: 50, filter: undefined }],
      query: { rrf: { k: 60 } },
      limit: 3,
      with_payload: true,
    });
  });

  it('an empty sparse vector alone: nothing to ask', () => {
    expect(buildQdrantQuery({ sparse: { indices: [], values: [] }, limit: 3 })).toBeNull();
  });

  it('copies the vectors (the request stays the caller’s)', () => {
    const body = buildQdrantQuery({ sparse, limit: 1 });
    expect(body?.query).not.toBe(sparse);
  });
});
