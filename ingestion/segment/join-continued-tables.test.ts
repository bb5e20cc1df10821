import { describe, expect, it } from 'vitest';
import type { BBox } from '@/lib/schema/geometry';
import { columnLine } from '@/ingestion/extract/test-support/make-span';
import type { Column } from '@/ingestion/extract/extract-types';
import { isContinuationCaption, joinContinuedTables } from './join-continued-tables';
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
  ])('%s → %s', (text, want) => {
    expect(isContinuationCaption(text)).toBe(want);
  });
});
