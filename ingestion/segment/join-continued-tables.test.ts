import { describe, expect, it } from 'vitest';
import type { BBox } from '@/lib/schema/geometry';
import { columnLine } from '@/ingestion/extract/test-support/make-span';
import type { Column } from '@/ingestion/extract/extract-types';
import { joinLineText } from '@/lib/text/join-line-text';
import {
  headerCellKey,
  isContinuationCaption,
  joinContinuedTables,
  repeatedHeaderRows,
} from './join-continued-tables';
import type { FlowItem, LiftedBlock } from './lift-page-blocks';

const LEFT: [number, number] = [42, 290];
const RIGHT: [number, number] = [305, 554];
const HEADER = ['Cân nặng (kg)', 'Liều mỗi lần (mg)', 'Số lần mỗi ngày'];

function table(
  page: number,
  column: Column,
  top: number,
  bottom: number,
  cells: string[][],
  fractions = [0.36, 0.34, 0.3],
): FlowItem {
  const [x0, x1] = column === 'right' ? RIGHT : LEFT;
  const bbox: BBox = [x0, top, x1, bottom];
  const block: LiftedBlock = {
    kind: 'table',
    shape: 'simple_table',
    regions: [{ physical_page: page, bbox }],
    column,
    header_row: cells[0] ?? [],
    cells,
    column_fractions: fractions,
  };
  return { kind: 'block', page, block };
}

function prose(page: number, column: Column, text: string, y: number): FlowItem {
  const x = column === 'right' ? RIGHT[0] : LEFT[0];
  return {
    kind: 'line',
    page,
    line: columnLine(text, x, y, column),
    colLeft: x,
    colRight: x + 248,
  };
}

const rows = (from: number, to: number) =>
  Array.from({ length: to - from }, (_, i) => [`${from + i} - dưới ${from + i + 1}`, '50', '3']);

/**
 * A header cell's lines at `chars` characters a line, TeX-like: words that fit go on the line,
 * a word longer than a line is broken with a hyphen.
 */
function wrapCell(text: string, chars: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (let word of text.split(' ')) {
    while (word.length > chars) {
      if (line) lines.push(line);
      lines.push(`${word.slice(0, chars - 1)}-`);
      word = word.slice(chars - 1);
      line = '';
    }
    if (line && line.length + 1 + word.length > chars) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines;
}

/** HEADER wrapped at `chars`, each cell's lines joined as the grid reader joins them. */
const wrappedHeader = (chars: number, join: (lines: string[]) => string = joinLineText) =>
  HEADER.map((cell) => join(wrapCell(cell, chars)));

/** HEADER wrapped at `chars`, each printed line a grid row of its own (rules between lines). */
function headerAsRows(chars: number): string[][] {
  const wrapped = HEADER.map((cell) => wrapCell(cell, chars));
  const height = Math.max(...wrapped.map((lines) => lines.length));
  return Array.from({ length: height }, (_, r) => wrapped.map((lines) => lines[r] ?? ''));
}

/** Blocks after joining: shape, pages of each region, rows of cells; and the lines left. */
function join(flows: FlowItem[][]) {
  const out = joinContinuedTables(flows).flat();
  return {
    blocks: out.flatMap((i) =>
      i.kind === 'block'
        ? [
            {
              shape: i.block.shape,
              pieces: i.block.regions.map((r) => r.physical_page),
              rows: i.block.cells.length,
            },
          ]
        : [],
    ),
    lines: out.flatMap((i) => (i.kind === 'line' ? [i.line.text] : [])),
  };
}

describe('joinContinuedTables', () => {
  it.each([
    {
      name: 'next page, header row repeated: one block, the repeated header dropped',
      flows: [
        [
          prose(16, 'right', 'Với trẻ em:', 560),
          table(16, 'right', 571, 804, [HEADER, ...rows(3, 12)]),
        ],
        [
          table(17, 'left', 54, 95, [HEADER, ...rows(12, 14)]),
          prose(17, 'left', 'Người lớn:', 110),
        ],
      ],
      blocks: [{ shape: 'cross_page_continuation', pieces: [16, 17], rows: 12 }],
      lines: ['Với trẻ em:', 'Người lớn:'],
    },
    {
      name: 'next page, header and "(tiếp theo)" repeated (the LibreOffice book of issue 14)',
      flows: [
        [table(16, 'right', 571, 804, [HEADER, ...rows(3, 12)])],
        [
          prose(17, 'left', 'Bảng 1 (tiếp theo)', 50),
          table(17, 'left', 54, 95, [HEADER, ...rows(12, 14)]),
        ],
      ],
      blocks: [{ shape: 'cross_page_continuation', pieces: [16, 17], rows: 12 }],
      lines: [],
    },
    {
      name: 'next column under "(tiếp theo)", no header: one block, the caption is not prose',
      flows: [
        [
          table(9, 'left', 582, 801, [HEADER, ...rows(3, 12)]),
          prose(9, 'right', '(tiếp theo)', 60),
          table(9, 'right', 65, 93, rows(12, 14)),
          prose(9, 'right', 'Người cao tuổi:', 110),
        ],
      ],
      blocks: [{ shape: 'cross_page_continuation', pieces: [9, 9], rows: 12 }],
      lines: ['Người cao tuổi:'],
    },
    {
      name: 'next column without any caption',
      flows: [
        [
          table(9, 'left', 582, 801, [HEADER, ...rows(3, 12)]),
          table(9, 'right', 65, 93, rows(12, 14)),
        ],
      ],
      blocks: [{ shape: 'cross_page_continuation', pieces: [9, 9], rows: 12 }],
      lines: [],
    },
    {
      name: 'three pieces: a column, then a page',
      flows: [
        [
          table(9, 'left', 582, 801, [HEADER, ...rows(3, 8)]),
          table(9, 'right', 65, 801, rows(8, 20)),
        ],
        [table(10, 'left', 54, 95, rows(20, 22))],
      ],
      blocks: [{ shape: 'cross_page_continuation', pieces: [9, 9, 10], rows: 20 }],
      lines: [],
    },
    ...[3, 6, 9, 40].map((chars) => ({
      name: `next page under "tiếp theo trang trước", header rewrapped at ${chars} characters`,
      flows: [
        [table(16, 'right', 571, 804, [HEADER, ...rows(3, 12)])],
        [
          prose(17, 'left', 'Tiếp theo trang trước', 50),
          table(17, 'left', 54, 95, [wrappedHeader(chars), ...rows(12, 14)]),
        ],
      ],
      blocks: [{ shape: 'cross_page_continuation', pieces: [16, 17], rows: 12 }],
      lines: [],
    })),
    {
      name: 'header rewrapped, its hyphenated words joined with a space (an older reader)',
      flows: [
        [table(16, 'right', 571, 804, [HEADER, ...rows(3, 12)])],
        [
          prose(17, 'left', '(tiếp)', 50),
          table(17, 'left', 54, 95, [
            wrappedHeader(3, (lines) => lines.join(' ')),
            ...rows(12, 14),
          ]),
        ],
      ],
      blocks: [{ shape: 'cross_page_continuation', pieces: [16, 17], rows: 12 }],
      lines: [],
    },
    ...[6, 9].map((chars) => ({
      name: `next column, header rewrapped at ${chars} characters a grid row per line`,
      flows: [
        [
          table(9, 'left', 582, 801, [HEADER, ...rows(3, 12)]),
          prose(9, 'right', 'Bảng 2 (tiếp theo)', 60),
          table(9, 'right', 65, 93, [...headerAsRows(chars), ...rows(12, 14)]),
        ],
      ],
      blocks: [{ shape: 'cross_page_continuation', pieces: [9, 9], rows: 12 }],
      lines: [],
    })),
    {
      name: 'the first piece’s header in two grid rows, the repeat in one',
      flows: [
        [table(16, 'right', 571, 804, [...headerAsRows(9), ...rows(3, 12)])],
        [table(17, 'left', 54, 95, [HEADER, ...rows(12, 14)])],
      ],
      blocks: [{ shape: 'cross_page_continuation', pieces: [16, 17], rows: 9 + 4 }],
      lines: [],
    },
    {
      name: 'the caption drawn inside the grid, as a row of its own above the header',
      flows: [
        [table(16, 'right', 571, 804, [HEADER, ...rows(3, 12)])],
        [
          table(17, 'left', 54, 95, [
            ['(tiếp theo)', '(tiếp theo)', '(tiếp theo)'],
            wrappedHeader(8),
            ...rows(12, 14),
          ]),
        ],
      ],
      blocks: [{ shape: 'cross_page_continuation', pieces: [16, 17], rows: 12 }],
      lines: [],
    },
    {
      name: 'the same column count, an inner edge moved past tolerance: two tables',
      flows: [
        [table(16, 'right', 571, 804, [HEADER, ...rows(3, 12)])],
        [table(17, 'left', 54, 95, [HEADER, ...rows(12, 14)], [0.3, 0.4, 0.3])],
      ],
      blocks: [
        { shape: 'simple_table', pieces: [16], rows: 10 },
        { shape: 'simple_table', pieces: [17], rows: 3 },
      ],
      lines: [],
    },
    {
      name: 'a different table at the head of the next page: other columns',
      flows: [
        [table(16, 'right', 571, 804, [HEADER, ...rows(3, 12)])],
        [
          table(
            17,
            'left',
            54,
            95,
            [
              ['Clcr', 'Liều'],
              ['> 50', '500 mg'],
            ],
            [0.42, 0.58],
          ),
        ],
      ],
      blocks: [
        { shape: 'simple_table', pieces: [16], rows: 10 },
        { shape: 'simple_table', pieces: [17], rows: 2 },
      ],
      lines: [],
    },
    {
      name: 'prose between two tables: two tables',
      flows: [
        [
          table(16, 'right', 571, 780, [HEADER, ...rows(3, 12)]),
          prose(16, 'right', 'Người lớn: 500 mg.', 795),
        ],
        [table(17, 'left', 54, 95, [HEADER, ...rows(12, 14)])],
      ],
      blocks: [
        { shape: 'simple_table', pieces: [16], rows: 10 },
        { shape: 'simple_table', pieces: [17], rows: 3 },
      ],
      lines: ['Người lớn: 500 mg.'],
    },
    {
      name: 'two tables stacked in one column are not one table',
      flows: [
        [
          table(9, 'left', 100, 200, [HEADER, ...rows(3, 5)]),
          table(9, 'left', 220, 300, [HEADER, ...rows(5, 7)]),
        ],
      ],
      blocks: [
        { shape: 'simple_table', pieces: [9], rows: 3 },
        { shape: 'simple_table', pieces: [9], rows: 3 },
      ],
      lines: [],
    },
    {
      name: 'a table two pages on is not a continuation',
      flows: [
        [table(16, 'right', 571, 804, [HEADER, ...rows(3, 12)])],
        [],
        [table(18, 'left', 54, 95, rows(12, 14))],
      ],
      blocks: [
        { shape: 'simple_table', pieces: [16], rows: 10 },
        { shape: 'simple_table', pieces: [18], rows: 2 },
      ],
      lines: [],
    },
  ])('$name', ({ flows, blocks, lines }) => {
    expect(join(flows)).toEqual({ blocks, lines });
  });

  it('keeps the pieces in reading order, one region each', () => {
    const [flow] = joinContinuedTables([
      [
        table(9, 'left', 582, 801, [HEADER, ...rows(3, 12)]),
        table(9, 'right', 65, 93, rows(12, 14)),
      ],
    ]);
    const block = flow?.[0]?.kind === 'block' ? flow[0].block : null;
    expect(block?.regions.map((r) => r.bbox[0])).toEqual([LEFT[0], RIGHT[0]]);
    expect(block?.header_row).toEqual([]);
  });
});

describe('isContinuationCaption', () => {
  it.each([
    ['(tiếp theo)', true],
    ['(Tiếp theo)', true],
    ['(tiếp)', true],
    ['Bảng 2. Liều theo cân nặng (tiếp theo)', true],
    ['Bảng 2 (tiếp theo):', true],
    ['Người lớn: tiếp theo liều đầu', false],
    ['tiếp theo', false],
    ['(xem tiếp trang sau) và dùng thêm', false],
    ['Tiếp theo trang trước', true],
    ['(tiếp theo trang trước)', true],
    ['Bảng 3 – tiếp theo trang trước', true],
    ['Bảng 3. Liều theo Clcr (tiếp theo trang trước).', true],
    ['uống liều tiếp theo trang trước khi ăn', false],
  ])('%s → %s', (text, want) => {
    expect(isContinuationCaption(text)).toBe(want);
  });
});

describe('headerCellKey', () => {
  it.each([
    ['Liều mỗi lần (mg/kg)', 'lieumoilanmgkg'],
    ['Liều mỗi lần (mg/ kg)', 'lieumoilanmgkg'],
    ['Độ thanh thải creati- nin', 'dothanhthaicreatinin'],
    ['Độ thanh thải creati-nin', 'dothanhthaicreatinin'],
    ['ĐỘ THANH THẢI', 'dothanhthai'],
  ])('%s → %s', (text, key) => {
    expect(headerCellKey(text)).toBe(key);
  });
});

describe('repeatedHeaderRows', () => {
  const body = rows(12, 14);
  it.each<[string, string[][], string[][], number]>([
    ['the header repeated as printed', [HEADER, ...rows(3, 5)], [HEADER, ...body], 1],
    ['rewrapped, one grid row', [HEADER, ...rows(3, 5)], [wrappedHeader(6), ...body], 1],
    ['rewrapped, a grid row a line', [HEADER, ...rows(3, 5)], [...headerAsRows(6), ...body], 4],
    [
      'a two-row header repeated whole',
      [...headerAsRows(9), ...rows(3, 5)],
      [...headerAsRows(9), ...body],
      2,
    ],
    ['no header repeated', [HEADER, ...rows(3, 5)], body, 0],
    ['another header', [HEADER, ...rows(3, 5)], [['Tuổi', 'Liều', 'Số lần'], ...body], 0],
    ['a header alone is not dropped (nothing left)', [HEADER, ...rows(3, 5)], [HEADER], 0],
  ])('%s', (_, a, b, n) => {
    expect(repeatedHeaderRows(a, b)).toBe(n);
  });
});
