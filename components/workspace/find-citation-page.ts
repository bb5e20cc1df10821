import type { Citation } from '@/lib/schema/citation';

export interface CitationPage {
  /** 0-based PDF page. */
  physical: number;
  /** The folio printed on it, or null when the citation cannot tell (see printedFolioOf). */
  printed: number | null;
}

/**
 * The printed folio of one of a citation's pages, when the citation can tell it: its first or
 * last page (the ends of printed_page_range and source_page_range match). A chunk longer than
 * two pages has middle folios the citation does not carry: null, never a guess.
 */
export function printedFolioOf(citation: Citation, physical: number): number | null {
  const [firstPhysical, lastPhysical] = citation.source_page_range;
  const [firstPrinted, lastPrinted] = citation.printed_page_range;
  const printed =
    physical === firstPhysical ? firstPrinted : physical === lastPhysical ? lastPrinted : 0;
  // 0 is the ingest's "folio not read" (UNREAD_PRINTED_PAGE): not a page to show.
  return printed > 0 ? printed : null;
}

/**
 * The page a citation opens: the page of its first quote region, so the quoted sentence is in
 * the first view even when it is printed on the chunk's next page (before, the book opened at
 * the chunk's first page and the strong highlight was one page down). Without quote regions —
 * or when the quote's page is a middle page whose folio the citation does not carry — the
 * chunk's first page in reading order; without geometry, its first source page.
 *
 * One answer for the chip's data-physical-page / data-printed-page, the viewer's page and its
 * scroll target (the quote's first box on that page), and so the #page= fragment.
 */
export function findCitationPage(citation: Citation): CitationPage {
  const byPage = (regions: Citation['regions']) =>
    [...regions].sort((a, b) => a.physical_page - b.physical_page)[0];
  const quote = byPage(citation.quote_regions ?? []);
  if (quote) {
    const printed = printedFolioOf(citation, quote.physical_page);
    if (printed !== null) return { physical: quote.physical_page, printed };
  }
  const first = byPage(citation.regions);
  const physical = first ? first.physical_page : citation.source_page_range[0];
  return { physical, printed: printedFolioOf(citation, physical) };
}
