import type { Chunk } from '@/lib/schema/chunk';
import type { FeedbackCitation, StoredFeedbackCitation } from '@/lib/schema/feedback';

export type CitationCheck =
  | { ok: true; citations: StoredFeedbackCitation[] }
  | { ok: false; marker: number };

const sameRange = (a: readonly number[], b: readonly number[]) => a[0] === b[0] && a[1] === b[1];

/**
 * Each citation of a vote must name a chunk of the served index, with that chunk's drug,
 * section and pages. Measured defect: citations were stored as sent, so feedback could claim
 * any page of any drug. Pure: `chunks` are what the store returned for the cited ids.
 */
export function checkFeedbackCitations(
  citations: readonly FeedbackCitation[],
  chunks: readonly Chunk[],
): CitationCheck {
  const byId = new Map(chunks.map((c) => [c.chunk_id, c]));
  const checked: StoredFeedbackCitation[] = [];
  for (const citation of citations) {
    const chunk = byId.get(citation.chunk_id);
    if (
      !chunk ||
      chunk.drug_name !== citation.drug_name ||
      chunk.section_key !== citation.section_key ||
      !sameRange(chunk.printed_page_range, citation.printed_page_range) ||
      !sameRange(chunk.source_page_range, citation.source_page_range)
    ) {
      return { ok: false, marker: citation.marker };
    }
    checked.push({ ...citation, drug_id: chunk.drug_id });
  }
  return { ok: true, citations: checked };
}
