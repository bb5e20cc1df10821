import { describe, expect, it } from 'vitest';
import type { Segment, TextLine } from './extract-types';
import { findRunningHeaders, type HeaderInputPage } from './find-running-headers';
import { line } from './test-support/make-span';

const W = 595;
const H = 842;

function body(from: number, rows: number, text = 'thân bài'): TextLine[] {
  return Array.from({ length: rows }, (_, r) => line(`${text} ${r}`, 50, from + r * 13));
}

function headerRow(pieces: string[], y: number, size = 8): TextLine[] {
  const xs = [50, 280, 480];
  return pieces.map((p, i) => line(p, xs[i]!, y, size));
}

const rule = (y: number): Segment => ({
  orientation: 'horizontal',
  bbox: [50, y - 0.25, 545, y + 0.25],
});

function page(n: number, lines: TextLine[], rulings: Segment[] = []): HeaderInputPage {
  return { physical_page: n, width: W, height: H, lines, rulings };
}

/** Body pages alternate: left pages "folio drug DTQGVN 2", right pages "DTQGVN 2 drug folio". */
function bookPage(
  n: number,
  folio: number,
  drug: string,
  recurring = 'DTQGVN 2',
  opts: { rule?: boolean; gap?: number } = {},
) {
  const pieces = n % 2 === 1 ? [String(folio), drug, recurring] : [recurring, drug, String(folio)];
  const headerY = 40;
  const bodyTop = headerY + (opts.gap ?? 30);
  return page(
    n,
    [...headerRow(pieces, headerY), ...body(bodyTop, 50)],
    opts.rule === false ? [] : [rule(headerY + 5)],
  );
}

describe('findRunningHeaders', () => {
  const pages: HeaderInputPage[] = [
    page(0, [...body(70, 40, 'lời nói đầu'), line('i', 295, 810)]),
    page(1, [...body(70, 30, 'lời nói đầu'), line('ii', 293, 810)]),
    page(2, [line('CHUYÊN LUẬN', 240, 400, 20)]),
    bookPage(3, 100, 'Abacavir'),
    bookPage(4, 101, 'Abacavir'),
    bookPage(5, 102, 'Acarbose'),
    bookPage(6, 103, 'Acebutolol'),
    bookPage(7, 104, 'Acebutolol'),
    bookPage(8, 105, 'Acenocoumarol'),
  ];
  const result = findRunningHeaders(pages);

  it('reads the folio from each page: roman footers, none on the title page, arabic headers', () => {
    expect(result.pages.map((p) => p.printed_page)).toEqual([
      'i',
      'ii',
      null,
      '100',
      '101',
      '102',
      '103',
      '104',
      '105',
    ]);
  });

  it('removes the whole header row (folio, drug, recurring text) and nothing of the body', () => {
    for (const p of result.pages.slice(3)) {
      expect(p.boilerplate.map((l) => l.text).sort()).toEqual(expect.arrayContaining(['DTQGVN 2']));
      expect(p.boilerplate).toHaveLength(3);
      expect(p.boilerplate.some((l) => l.text.startsWith('thân bài'))).toBe(false);
    }
    expect(result.pages[0]!.boilerplate.map((l) => l.text)).toEqual(['i']);
    expect(result.pages[2]!.boilerplate).toEqual([]);
  });

  it('reports the recurring text, not folios or drug names', () => {
    expect(result.boilerplate_strings).toEqual(['DTQGVN 2']);
  });

  it('does not couple to one recurring string', () => {
    const other = findRunningHeaders([
      bookPage(10, 31, 'Natri clorid', 'SÁCH MẪU 3'),
      bookPage(11, 32, 'Natri nitrit', 'SÁCH MẪU 3'),
      bookPage(12, 33, 'Natri nitrit', 'SÁCH MẪU 3'),
    ]);
    expect(other.pages.map((p) => p.printed_page)).toEqual(['31', '32', '33']);
    expect(other.boilerplate_strings).toEqual(['SÁCH MẪU 3']);
  });

  it('finds headers without a rule when they stand apart, and with a rule when they do not', () => {
    const noRule = findRunningHeaders(
      [3, 4, 5].map((n) => bookPage(n, n + 10, 'X', 'DTQGVN 2', { rule: false })),
    );
    expect(noRule.pages.map((p) => p.printed_page)).toEqual(['13', '14', '15']);
    const tight = findRunningHeaders(
      [3, 4, 5].map((n) => bookPage(n, n + 10, 'X', 'DTQGVN 2', { gap: 13 })),
    );
    expect(tight.pages.map((p) => p.printed_page)).toEqual(['13', '14', '15']);
  });

  it('keeps a top body row that is neither ruled nor set apart, even with a number at its end', () => {
    const plain = findRunningHeaders(
      [0, 1, 2].map((n) => page(n, [line(`Người lớn: uống ${n + 2}`, 50, 70), ...body(83, 40)])),
    );
    expect(plain.pages.every((p) => p.boilerplate.length === 0 && p.printed_page === null)).toBe(
      true,
    );
  });

  it('keeps a first line that stands apart but carries neither a folio nor recurring text', () => {
    const titled = findRunningHeaders(
      ['ABACAVIR', 'ACARBOSE', 'ACEBUTOLOL'].map((t, n) =>
        page(n, [line(t, 50, 60, 12), ...body(100, 40)]),
      ),
    );
    expect(titled.pages.every((p) => p.boilerplate.length === 0)).toBe(true);
  });

  it('removes a header that prints no folio, and gives the page none', () => {
    const pages2 = [
      bookPage(3, 100, 'Abacavir'),
      page(4, [...headerRow(['DTQGVN 2', 'Abacavir'], 40), ...body(70, 50)], [rule(45)]),
      bookPage(5, 102, 'Acarbose'),
    ];
    const r = findRunningHeaders(pages2);
    expect(r.pages.map((p) => p.printed_page)).toEqual(['100', null, '102']);
    expect(r.pages[1]!.boilerplate.map((l) => l.text)).toEqual(['DTQGVN 2', 'Abacavir']);
  });

  it('does not take the "2" of "DTQGVN 2" for a folio on a page that has no other number', () => {
    const r = findRunningHeaders([
      bookPage(3, 100, 'Abacavir'),
      page(4, [...headerRow(['Abacavir', 'DTQGVN 2'], 40), ...body(70, 50)], [rule(45)]),
    ]);
    expect(r.pages[1]!.printed_page).toBeNull();
  });

  it('reads a ruled, numbered header on a one-page document', () => {
    const r = findRunningHeaders([bookPage(3, 7, 'Abacavir')]);
    expect(r.pages[0]!.printed_page).toBe('7');
  });

  it('is not fooled by a folio-like number that is not at the page edge of its row', () => {
    // Header "12 Chương 3 Tổng quan 13"-like rows: the folio is the outer-edge number.
    const r = findRunningHeaders(
      [0, 1, 2].map((n) =>
        page(
          n,
          [line(String(40 + n), 50, 40, 8), line('Chương 3', 280, 40, 8), ...body(80, 40)],
          [rule(45)],
        ),
      ),
    );
    expect(r.pages.map((p) => p.printed_page)).toEqual(['40', '41', '42']);
  });

  it('keeps the last row of a ruled table at the foot of a page, number and unit included', () => {
    const table = (n: number, dose: string) =>
      page(
        n,
        [
          ...headerRow(
            n % 2 ? [String(200 + n), 'X', 'DTQGVN 2'] : ['DTQGVN 2', 'X', String(200 + n)],
            40,
          ),
          ...body(70, 40),
          line('10 - 50', 50, 780),
          line(dose, 200, 780),
        ],
        [rule(45), rule(768), rule(785)],
      );
    const r = findRunningHeaders(
      Array.from({ length: 30 }, (_, n) =>
        n === 4
          ? table(n, '150 mg')
          : n === 17
            ? table(n, '75 mg')
            : n === 9
              ? table(n, '2')
              : table(n, '40'),
      ),
    );
    for (const p of r.pages) {
      expect(p.boilerplate.map((l) => l.text)).not.toContain('10 - 50');
      expect(p.printed_page).toBe(String(200 + p.physical_page));
    }
  });

  it('keeps column-wide table rows at the foot even when their last numbers run in step', () => {
    // 8 pt rows at 13.6 pt pitch under 10 pt body text at 13 pt: not apart from the body; the
    // table's rules span one column, not the page.
    const r = findRunningHeaders(
      [0, 1, 2, 3].map((n) =>
        page(
          n,
          [
            ...headerRow(
              n % 2 ? [String(60 + n), 'X', 'DTQGVN 2'] : ['DTQGVN 2', 'X', String(60 + n)],
              40,
            ),
            ...body(70, 50),
            line('55 - dưới 60', 50, 740, 8),
            line(String(4 + n), 200, 740, 8),
            line('60 - dưới 65', 50, 753.6, 8),
            line(String(5 + n), 200, 753.6, 8),
          ],
          [
            rule(45),
            ...[733, 746.6, 760.2].map((y) => ({
              orientation: 'horizontal' as const,
              bbox: [50, y, 290, y + 0.5] as [number, number, number, number],
            })),
          ],
        ),
      ),
    );
    for (const p of r.pages) {
      expect(p.boilerplate.filter((l) => l.baseline > 700)).toEqual([]);
      expect(p.printed_page).toBe(String(60 + p.physical_page));
    }
  });
});

describe('findRunningHeaders: numbers that are no folio', () => {
  it('removes a journal header with its year on every page and reads the folio at the foot', () => {
    const r = findRunningHeaders(
      [0, 1, 2, 3].map((n) =>
        page(
          n,
          [
            ...headerRow(['Tạp chí Y Dược học', 'Số 4', '2025'], 40),
            ...body(80, 50),
            line(String(21 + n), 295, 812, 8),
          ],
          [rule(45)],
        ),
      ),
    );
    expect(r.pages.map((p) => p.printed_page)).toEqual(['21', '22', '23', '24']);
    expect(r.pages[0]!.boilerplate.map((l) => l.text)).toContain('2025');
  });

  it('reads no folio from a one-page leaflet whose printing note ends in a unit', () => {
    const r = findRunningHeaders(
      [0].map((n) =>
        page(n, [...body(80, 50), line('Kích thước 148 x 210 mm', 50, 812, 6)], [rule(800)]),
      ),
    );
    expect(r.pages.map((p) => p.printed_page)).toEqual([null]);
  });
});
