import type { Chunk } from '@/lib/schema/chunk';
import type { PageRange } from '@/lib/schema/geometry';
import { UNREAD_PRINTED_PAGE } from '../chunk/locate-source-span';
import { gateResult, type GateResult } from './gate-result';

export const PRINTED_PAGE_MISSING = 'printed_page_missing';

/**
 * Chunks in the monograph range (physical pages, inclusive; all chunks when not given) whose
 * printed_page_range could not be read. A clinician cites the printed folio; a chunk without
 * one fails readiness rather than falling back to a guessed offset.
 */
export function checkPrintedPages(
  chunks: readonly Chunk[],
  monographPhysicalRange?: PageRange | null,
): GateResult {
  const violations: string[] = [];
  for (const chunk of chunks) {
    const [first, last] = chunk.source_page_range;
    if (
      monographPhysicalRange &&
      (last < monographPhysicalRange[0] || first > monographPhysicalRange[1])
    )
      continue;
    const [printedFirst, printedLast] = chunk.printed_page_range;
    if (printedFirst === UNREAD_PRINTED_PAGE || printedLast === UNREAD_PRINTED_PAGE) {
      violations.push(`${chunk.chunk_id} physical pages ${first}-${last}: printed folio not read`);
    }
  }
  return gateResult(PRINTED_PAGE_MISSING, violations);
}
