import type { Schemas } from '@qdrant/js-client-rest';
import { FILTER_FIELDS, type ChunkFilter } from './chunk-store';

/**
 * ChunkFilter → Qdrant filter: one `must` condition per given field, `match.any` within it
 * (AND across fields, OR within one; `atc_codes` is an array payload, which `any` matches when
 * any element matches). undefined when nothing filters. An empty list must be handled by the
 * caller (filterMatchesNothing): the port defines it as matching nothing.
 */
export function toQdrantFilter(filter: ChunkFilter | undefined): Schemas['Filter'] | undefined {
  const must: Schemas['FieldCondition'][] = [];
  for (const field of FILTER_FIELDS) {
    const values = filter?.[field];
    if (values !== undefined) must.push({ key: field, match: { any: [...values] } });
  }
  return must.length > 0 ? { must } : undefined;
}
