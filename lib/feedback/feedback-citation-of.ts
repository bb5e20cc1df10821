import type { Chunk } from '@/lib/schema/chunk';
import type { FeedbackCitation } from '@/lib/schema/feedback';

/** What a vote keeps of a citation of `chunk` (feedbackCitationSchema's fields). */
export function feedbackCitationOf(chunk: Chunk, marker = 1): FeedbackCitation {
  return {
    marker,
    chunk_id: chunk.chunk_id,
    drug_name: chunk.drug_name,
    section_key: chunk.section_key,
    printed_page_range: chunk.printed_page_range,
    source_page_range: chunk.source_page_range,
  };
}
