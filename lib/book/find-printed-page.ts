/**
 * The folio map as the viewer uses it: 1-based PDF page numbers (the viewer's numbering) against
 * the printed folio each page carries (pages.jsonl `printed_page`, null where none is printed).
 * Never an offset: the book's unnumbered pages and roman front matter break any constant one.
 */
export type FolioMap = readonly (string | null)[];

/** The folio printed on a 1-based PDF page, or null (no folio, or outside the book). */
export function printedFolioOf(folios: FolioMap, pdfPage: number): string | null {
  return folios[pdfPage - 1] ?? null;
}

/** "tr. 43", "tr. iii"; "—" on a page that prints no folio. */
export function formatPrintedFolio(folio: string | null): string {
  return folio === null ? '—' : `tr. ${folio}`;
}

/** Folios compare case-insensitively ("III" typed for "iii"), digits without leading zeros. */
function folioKey(folio: string): string {
  const lower = folio.trim().toLowerCase();
  return /^\d+$/.test(lower) ? String(Number(lower)) : lower;
}

/** Every 1-based PDF page that prints this folio, in book order (usually one; may be several). */
export function pagesWithFolio(folios: FolioMap, printed: string): number[] {
  const key = folioKey(printed);
  const pages: number[] = [];
  folios.forEach((folio, i) => {
    if (folio !== null && folioKey(folio) === key) pages.push(i + 1);
  });
  return pages;
}

/**
 * For an arabic folio no page prints: the unnumbered pages standing where it would be, i.e.
 * between the last page printed below it and the first page printed above it, when only pages
 * without a folio lie between them (the sample's page between tr. 38 and tr. 39 is one such).
 * Empty when the number is simply not in the book.
 */
export function unnumberedPagesAt(folios: FolioMap, printed: number): number[] {
  let below = -1;
  let above = -1;
  folios.forEach((folio, i) => {
    if (folio === null || !/^\d+$/.test(folio)) return;
    const n = Number(folio);
    if (n < printed && (below < 0 || i > below)) below = i;
    if (n > printed && above < 0 && i > below) above = i;
  });
  if (below < 0 || above < 0 || above <= below + 1) return [];
  const between: number[] = [];
  for (let i = below + 1; i < above; i++) {
    if (folios[i] !== null) return [];
    between.push(i + 1);
  }
  return between;
}
