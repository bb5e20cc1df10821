import type { Citation } from '@/lib/schema/citation';
import { printedFolioOf } from '@/components/workspace/find-citation-page';

/**
 * The page a locked passage is printed on: the physical page of its first quote region, and
 * its printed folio when the citation can tell it — the chunk's first or last page. A chunk
 * longer than two pages has middle folios the citation does not carry; then it is null and
 * the caption names the PDF page instead of guessing a folio.
 */
export function findPassagePage(citation: Citation): { physical: number; printed: number | null } {
  const first = [...(citation.quote_regions ?? [])].sort(
    (a, b) => a.physical_page - b.physical_page,
  )[0];
  const physical = first ? first.physical_page : citation.source_page_range[0];
  return { physical, printed: printedFolioOf(citation, physical) };
}
