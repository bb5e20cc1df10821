import type { Chunk } from '@/lib/schema/chunk';
import type { Violation } from './answer-draft';

/**
 * Rule 4 (citations): a sentence must cite, and only chunks that retrieval returned. A
 * citation to anything else — a hallucinated id, a chunk from an earlier turn — points the
 * clinician at text nobody checked the sentence against.
 */
export function checkCitations(
  cites: readonly string[],
  retrieved: ReadonlyMap<string, Chunk>,
): Violation | null {
  if (cites.length === 0) {
    return { rule: 'uncited', reason: 'rule 4: the sentence cites no chunk' };
  }
  const unknown = cites.filter((id) => !retrieved.has(id));
  if (unknown.length > 0) {
    return {
      rule: 'unknown_citation',
      reason: `rule 4: cites chunk(s) not retrieved: ${unknown.join(', ')}`,
    };
  }
  return null;
}
