import { findQuoteRegions } from '@/lib/geometry/find-quote-regions';
import type { Chunk } from '@/lib/schema/chunk';
import type { Citation } from '@/lib/schema/citation';

/**
 * The citation of one chunk with its quote: the chunk's identity, pages and faint regions, and
 * the quoted sentence alone as strong `quote_regions` (issue 9). Pure and client-safe (no
 * `server-only`), so the e2e fixtures build their citations the way the policy does.
 */
export function citeChunk(chunk: Chunk, marker: number, quote: string, locked: boolean): Citation {
  return {
    marker,
    chunk_id: chunk.chunk_id,
    drug_name: chunk.drug_name,
    section_key: chunk.section_key,
    section_display_name: chunk.section_display_name,
    printed_page_range: chunk.printed_page_range,
    source_page_range: chunk.source_page_range,
    regions: chunk.regions,
    quote,
    quote_regions: findQuoteRegions(chunk, quote),
    ...(locked ? { locked_dose: true } : {}),
  };
}
