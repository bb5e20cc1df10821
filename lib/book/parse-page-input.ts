import { pagesWithFolio, unnumberedPagesAt, type FolioMap } from './find-printed-page';

/**
 * What the viewer's page box was asked for. Pharmacists speak of the book by its printed page
 * ("Dược thư, trang 43"), so a bare number is a printed folio; a PDF page is written as such
 * ("p11", "pdf 11"). Pages are 1-based PDF pages, the viewer's numbering.
 */
export type PageInputResult =
  /** One page: go there. */
  | { kind: 'go'; page: number; via: 'printed' | 'pdf' }
  /** The folio is printed on several pages (front matter and body): ask which. */
  | { kind: 'choose'; printed: string; pages: number[] }
  /** No page prints this number, but unnumbered pages stand where it would be: offer them. */
  | { kind: 'unnumbered'; printed: string; pages: number[] }
  /** No such printed page, or a PDF page past the end. */
  | { kind: 'missing'; printed: string | null; pdfPage: number | null }
  | { kind: 'invalid' };

const PDF_PAGE = /^(?:p|pdf|trang\s*pdf)\s*\.?\s*(\d{1,6})$/i;
const PRINTED_PAGE = /^(?:(?:tr|trang)\s*\.?\s*)?(\d{1,6}|[ivxlcdm]{1,12})\.?$/i;

export function parsePageInput(input: string, folios: FolioMap): PageInputResult {
  const text = input.normalize('NFC').trim().replace(/\s+/g, ' ');
  const pdf = PDF_PAGE.exec(text);
  if (pdf) {
    const page = Number(pdf[1]);
    if (page >= 1 && page <= folios.length) return { kind: 'go', page, via: 'pdf' };
    return { kind: 'missing', printed: null, pdfPage: page };
  }
  const printed = PRINTED_PAGE.exec(text);
  if (!printed) return { kind: 'invalid' };
  const folio = printed[1]!.toLowerCase();
  const pages = pagesWithFolio(folios, folio);
  if (pages.length === 1) return { kind: 'go', page: pages[0]!, via: 'printed' };
  if (pages.length > 1) return { kind: 'choose', printed: folio, pages };
  const unnumbered = /^\d+$/.test(folio) ? unnumberedPagesAt(folios, Number(folio)) : [];
  if (unnumbered.length > 0) return { kind: 'unnumbered', printed: folio, pages: unnumbered };
  return { kind: 'missing', printed: folio, pdfPage: null };
}

/**
 * `?printed=43` or `#printed=43` (the printed-page deep link); `#page=N` stays the PDF page
 * link it has always been and is read elsewhere (parse-page-hash.ts).
 */
export function parsePrintedLink(search: string, hash: string): string | null {
  for (const part of [hash.replace(/^#/, ''), search.replace(/^\?/, '')]) {
    const value = new URLSearchParams(part).get('printed');
    if (value && PRINTED_PAGE.test(value.trim())) return value.trim().toLowerCase();
  }
  return null;
}
