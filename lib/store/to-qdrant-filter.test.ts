import { describe, expect, it } from 'vitest';
import type { ChunkFilter } from './chunk-store';
import { toQdrantFilter } from './to-qdrant-filter';

describe('toQdrantFilter', () => {
  it.each<[string, ChunkFilter | undefined, unknown]>([
    ['no filter', undefined, undefined],
    ['an empty filter', {}, undefined],
    [
      'one field, OR within it',
      { drug_id: ['acarbose', 'abacavir'] },
      { must: [{ key: 'drug_id', match: { any: ['acarbose', 'abacavir'] } }] },
    ],
    [
      'several fields, AND across them, in a fixed order',
      { chunk_kind: ['prose'], atc_codes: ['A10BF01'], section_key: ['chi_dinh'] },
      {
        must: [
          { key: 'section_key', match: { any: ['chi_dinh'] } },
          { key: 'atc_codes', match: { any: ['A10BF01'] } },
          { key: 'chunk_kind', match: { any: ['prose'] } },
        ],
      },
    ],
  ])('%s', (_label, filter, expected) => {
    expect(toQdrantFilter(filter)).toEqual(expected);
  });
});
