import { describe, expect, it } from 'vitest';
import { formatPrintedFolio, printedFolioOf, unnumberedPagesAt } from './find-printed-page';
import { parsePageInput, parsePrintedLink, type PageInputResult } from './parse-page-input';

/**
 * A book shaped like the sample's start: cover and title page without folios, roman front
 * matter, a blank, then the body from tr. 37, with an unnumbered page between tr. 38 and 39.
 * PDF page n is folios[n - 1].
 */
const BOOK = [null, null, 'iii', 'iv', null, '37', '38', null, '39', '40', '41', '42', '43'];
/** Front matter numbered in arabic too: "5" occurs twice. */
const TWICE = ['1', '2', '3', '4', '5', '1', '2', '3', '4', '5', '6'];

describe('parsePageInput', () => {
  const cases: [string, (string | null)[], PageInputResult][] = [
    ['43', BOOK, { kind: 'go', page: 13, via: 'printed' }],
    ['tr. 43', BOOK, { kind: 'go', page: 13, via: 'printed' }],
    ['trang 39', BOOK, { kind: 'go', page: 9, via: 'printed' }],
    ['043', BOOK, { kind: 'go', page: 13, via: 'printed' }],
    ['iv', BOOK, { kind: 'go', page: 4, via: 'printed' }],
    ['IV', BOOK, { kind: 'go', page: 4, via: 'printed' }],
    ['p11', BOOK, { kind: 'go', page: 11, via: 'pdf' }],
    ['P 8', BOOK, { kind: 'go', page: 8, via: 'pdf' }],
    ['pdf 1', BOOK, { kind: 'go', page: 1, via: 'pdf' }],
    ['p14', BOOK, { kind: 'missing', printed: null, pdfPage: 14 }],
    ['p0', BOOK, { kind: 'missing', printed: null, pdfPage: 0 }],
    ['5', TWICE, { kind: 'choose', printed: '5', pages: [5, 10] }],
    ['6', TWICE, { kind: 'go', page: 11, via: 'printed' }],
    // No page prints 38½; none prints 99; the unnumbered page sits where nothing is missing.
    ['99', BOOK, { kind: 'missing', printed: '99', pdfPage: null }],
    ['36', BOOK, { kind: 'missing', printed: '36', pdfPage: null }],
    ['x', BOOK, { kind: 'missing', printed: 'x', pdfPage: null }],
    ['', BOOK, { kind: 'invalid' }],
    ['amoxicilin', BOOK, { kind: 'invalid' }],
    ['12-13', BOOK, { kind: 'invalid' }],
  ];
  it.each(cases)('%j', (input, folios, expected) => {
    expect(parsePageInput(input, folios)).toEqual(expected);
  });

  it('offers the unnumbered page standing where a skipped folio would be', () => {
    // The page between tr. 86 and tr. 88 prints nothing: "87" is that page, said so, not assumed.
    const folios = ['85', '86', null, '88'];
    expect(parsePageInput('87', folios)).toEqual({ kind: 'unnumbered', printed: '87', pages: [3] });
  });
});

describe('unnumberedPagesAt', () => {
  it.each<[(string | null)[], number, number[]]>([
    [['85', '86', null, '88'], 87, [3]],
    [['85', '86', null, null, '89'], 87, [3, 4]],
    [['85', '86', '88'], 87, []],
    // A blank between tr. 38 and 39 replaces no number.
    [['38', null, '39'], 38, []],
    [[null, 'iii', null, '1'], 0, []],
  ])('%j at %d', (folios, printed, expected) => {
    expect(unnumberedPagesAt(folios, printed)).toEqual(expected);
  });
});

describe('printed folio of a page', () => {
  it.each<[number, string]>([
    [1, '—'],
    [3, 'tr. iii'],
    [6, 'tr. 37'],
    [8, '—'],
    [13, 'tr. 43'],
    [99, '—'],
  ])('PDF page %d shows %s', (page, shown) => {
    expect(formatPrintedFolio(printedFolioOf(BOOK, page))).toBe(shown);
  });
});

describe('parsePrintedLink', () => {
  it.each<[string, string, string | null]>([
    ['?printed=43', '', '43'],
    ['', '#printed=43', '43'],
    ['', '#printed=iv', 'iv'],
    ['?printed=43', '#printed=40', '40'],
    ['', '#page=12', null],
    ['?printed=abc', '', null],
    ['?q=1&printed=7', '', '7'],
  ])('%j %j', (search, hash, expected) => {
    expect(parsePrintedLink(search, hash)).toBe(expected);
  });
});
