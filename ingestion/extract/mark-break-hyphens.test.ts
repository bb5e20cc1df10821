import { describe, expect, it } from 'vitest';
import { joinLineText } from '@/lib/text/join-line-text';
import type { Line } from './extract-types';
import { bookHyphenates, isBreakHyphen, markBreakHyphens } from './mark-break-hyphens';
import { columnLine } from './test-support/make-span';

const page = (...lines: Line[]) => ({ lines });
const texts = (pages: { lines: Line[] }[]) => pages.map((p) => p.lines.map((l) => l.text));
/** A column's lines from y 100 on a 12 pt pitch. */
const column = (rows: string[], x = 50, column: Line['column'] = 'full', from = 100) =>
  rows.map((text, r) => columnLine(text, x, from + r * 12, column));

describe('isBreakHyphen', () => {
  /** "glycopro-" / "tein" in a book that breaks words: a break. */
  const base = {
    seen: { joined: false, hyphenated: false },
    bookHyphenates: true,
    tailLowerCase: true,
    headLetters: 8,
    headInCompound: false,
    headOpensCompound: false,
  };
  it.each([
    {
      name: 'joined seen only',
      facts: { seen: { joined: true, hyphenated: false } },
      expected: true,
    },
    {
      name: 'joined seen, in a book that does not break words',
      facts: { seen: { joined: true, hyphenated: false }, bookHyphenates: false },
      expected: true,
    },
    { name: 'both seen', facts: { seen: { joined: true, hyphenated: true } }, expected: false },
    {
      name: 'hyphenated seen',
      facts: { seen: { joined: false, hyphenated: true } },
      expected: false,
    },
    { name: 'neither seen, book breaks words', facts: {}, expected: true },
    {
      name: 'neither seen, book does not break words',
      facts: { bookHyphenates: false },
      expected: false,
    },
    {
      name: 'a capital after ("Stevens-" / "Johnson")',
      facts: { tailLowerCase: false },
      expected: false,
    },
    {
      name: 'one letter before ("γ-" / "aminobutyric")',
      facts: { headLetters: 1 },
      expected: false,
    },
    {
      name: 'inside a compound ("2-oxo-" / "clopidogrel")',
      facts: { headInCompound: true },
      expected: false,
    },
    {
      name: 'the head opens a compound elsewhere',
      facts: { headOpensCompound: true },
      expected: false,
    },
  ])('$name: $expected', ({ facts, expected }) => {
    expect(isBreakHyphen({ ...base, ...facts })).toBe(expected);
  });
});

describe('bookHyphenates', () => {
  const breakSeen = { joined: true, hyphenated: false };
  const hyphenSeen = { joined: false, hyphenated: true };
  const neither = { joined: false, hyphenated: false };
  it.each([
    { name: 'no line-end hyphen', seen: [], expected: false },
    { name: 'four vocabulary breaks', seen: Array(4).fill(breakSeen), expected: false },
    {
      name: 'five vocabulary breaks',
      seen: [...Array(5).fill(breakSeen), neither],
      expected: true,
    },
    {
      name: 'breaks not twice the hyphens',
      seen: [...Array(6).fill(breakSeen), ...Array(3).fill(hyphenSeen)],
      expected: false,
    },
  ])('$name: $expected', ({ seen, expected }) => {
    expect(bookHyphenates(seen)).toBe(expected);
  });
});

describe('markBreakHyphens', () => {
  it.each([
    {
      name: "TeX's break in a loanword the book prints whole elsewhere",
      rows: ['Chỉnh liều theo độ thanh thải crea-', 'tinin như sau.', 'Đo creatinin huyết thanh.'],
      text: 'Chỉnh liều theo độ thanh thải creatinin như sau. Đo creatinin huyết thanh.',
    },
    {
      name: 'a name broken after its own hyphen, never printed joined',
      rows: ['Viên NDC-', 'Metformin 500.', 'Không dùng cho trẻ em.'],
      text: 'Viên NDC-Metformin 500. Không dùng cho trẻ em.',
    },
    {
      name: 'a word the book prints both ways keeps its hyphen',
      rows: ['Phối hợp co-', 'trimoxazol.', 'Cotrimoxazol hoặc co-trimoxazol.'],
      text: 'Phối hợp co-trimoxazol. Cotrimoxazol hoặc co-trimoxazol.',
    },
    {
      name: 'a capital at the head of a sentence',
      rows: ['Theo dõi. Crea-', 'tinin tăng.', 'Creatinin giảm.'],
      text: 'Theo dõi. Creatinin tăng. Creatinin giảm.',
    },
    {
      name: "TeX's break in a loanword printed once, in a book its vocabulary shows breaks words",
      rows: [
        ...['crea-', 'tinin; clo-', 'zapin; digo-', 'xin; furo-', 'semid; gaba-', 'pentin;'],
        'Ức chế glycopro-',
        'tein và 2-oxo-',
        'clopidogrel, acid γ-',
        'aminobutyric, Stevens-',
        'Johnson.',
        'creatinin clozapin digoxin furosemid gabapentin',
      ],
      text:
        'creatinin; clozapin; digoxin; furosemid; gabapentin; Ức chế glycoprotein và ' +
        '2-oxo-clopidogrel, acid γ-aminobutyric, Stevens-Johnson. ' +
        'creatinin clozapin digoxin furosemid gabapentin',
    },
    {
      name: 'a word printed once keeps its hyphen in a book that shows no breaks',
      rows: ['Ức chế glycopro-', 'tein tiểu cầu.', 'Không dùng cho trẻ em.'],
      text: 'Ức chế glycopro-tein tiểu cầu. Không dùng cho trẻ em.',
    },
    {
      name: 'a hyphen before a number',
      rows: ['Mã AB-', '500 là viên nén.', 'AB500 khác.'],
      text: 'Mã AB-500 là viên nén. AB500 khác.',
    },
  ])('$name', ({ rows, text }) => {
    const out = markBreakHyphens([page(...column(rows))]);
    expect(joinLineText(out[0]!.lines.map((l) => l.text))).toBe(text);
  });

  it('makes the break a soft hyphen in the line and its last span, box unchanged', () => {
    const [line] = markBreakHyphens([page(...column(['thải crea-', 'tinin', 'creatinin']))])[0]!
      .lines;
    expect(line!.text).toBe('thải crea\u00ad');
    expect(line!.spans.at(-1)!.text).toBe('thải crea\u00ad');
    expect(line!.bbox).toEqual(column(['thải crea-'])[0]!.bbox);
  });

  it("reads a table cell on into its own next line, not the next cell's", () => {
    // Two cells on a row: the right one wraps "crea-" / "tinin"; the left one's second line
    // comes first in reading order.
    const lines = [
      columnLine('Độ thanh thải', 84, 100, 'full'),
      columnLine('Tổng liều crea-', 210, 100, 'full'),
      columnLine('(ml/phút)', 84, 112, 'full'),
      columnLine('tinin (mg)', 210, 112, 'full'),
      columnLine('creatinin', 84, 200, 'full'),
    ];
    expect(texts(markBreakHyphens([page(...lines)]))[0]![1]).toBe('Tổng liều crea\u00ad');
  });

  it("reads a column's last line on into the next column's head, then the next page's first", () => {
    const left = column(['thải crea-'], 50, 'left', 700);
    const right = column(['tinin đo lại; hemo-'], 305, 'right', 100);
    const next = column(['globin giảm.', 'creatinin và hemoglobin.'], 50, 'left', 60);
    const out = texts(markBreakHyphens([page(...left, ...right), page(...next)]));
    expect(out[0]).toEqual(['thải crea\u00ad', 'tinin đo lại; hemo\u00ad']);
  });

  it('returns a book with no line-end hyphen as it came', () => {
    const pages = [page(...column(['Không có gạch nối.', 'Dòng sau.']))];
    const out = markBreakHyphens(pages);
    expect(out[0]).toBe(pages[0]);
  });
});
