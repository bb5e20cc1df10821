import { describe, expect, it } from 'vitest';
import type { ExtractedPage, Line, Segment } from '@/ingestion/extract/extract-types';
import { liftPageBlocks, mergeSplitLines, type FlowItem } from './lift-page-blocks';
import { bookLine, grid, H } from './testing/book-geometry';

/**
 * Pages laid out as the book prints them (cf. ../shared/realdata/dtqg-tables: a ruled dose
 * table inside a column between prose lines; a creatinine-clearance formula as a stacked
 * fraction), built by hand.
 */

function page(lines: Line[], rulings: Segment[], gutter: [number, number] | null = [290, 305]) {
  return {
    physical_page: 7,
    printed_page: '122',
    width: 595,
    height: 842,
    lines,
    removed_boilerplate: [],
    rulings,
    gutter,
  } satisfies ExtractedPage;
}

/** The flow as short strings: a line's text, or `[table]` / `[formula]`. */
const describeFlow = (flow: FlowItem[]) =>
  flow.map((item) => (item.kind === 'line' ? item.line.text : `[${item.block.kind}]`));

const cell = (text: string, x0: number, y: number, x1: number) =>
  bookLine({ runs: text, x0, x1, y, size: 9 });

describe('liftPageBlocks', () => {
  // A 2 × 2 ruled table at y 200–240 in the left column, prose above and below it.
  const before = bookLine({ runs: 'Người suy thận: Điều chỉnh liều theo Clcr.', y: 180, x1: 240 });
  const header = [cell('Clcr (ml/phút)', 55, 205, 160), cell('Liều', 175, 205, 280)];
  const row = [cell('30 - 50', 55, 225, 160), cell('300 mg mỗi 12 giờ', 175, 225, 280)];
  const after = bookLine({ runs: 'Trẻ em: Chưa xác định.', y: 250, x1: 200 });
  const right = bookLine({ runs: 'Tương tác thuốc', y: 190, column: 'right', bold: true });
  const table = grid([50, 170, 290], [200, 220, 240]);

  it('lifts a ruled table out of the prose and puts it back where it stood', () => {
    const flow = liftPageBlocks(page([before, ...header, ...row, after, right], table));
    expect(describeFlow(flow)).toEqual([
      'Người suy thận: Điều chỉnh liều theo Clcr.',
      '[table]',
      'Trẻ em: Chưa xác định.',
      'Tương tác thuốc',
    ]);
    const lifted = flow.find((item) => item.kind === 'block');
    expect(lifted?.kind === 'block' && lifted.block).toMatchObject({
      kind: 'table',
      shape: 'simple_table',
      column: 'left',
      header_row: ['Clcr (ml/phút)', 'Liều'],
      cells: [
        ['Clcr (ml/phút)', 'Liều'],
        ['30 - 50', '300 mg mỗi 12 giờ'],
      ],
      regions: [{ physical_page: 7, bbox: expect.any(Array) }],
    });
    expect(flow.every((item) => item.page === 7)).toBe(true);
  });

  it('joins a cell line ending in a hyphen to the next with no space; drops soft hyphens', () => {
    const tall = grid([50, 170, 290], [200, 220, 250]);
    const cells = [
      ...header,
      cell('Viên NDC-', 55, 222, 160),
      cell('Metformin 500', 55, 234, 160),
      cell('Met\u00ad', 175, 222, 280),
      cell('formin XR', 175, 234, 280),
    ];
    const flow = liftPageBlocks(page([before, ...cells], tall));
    const lifted = flow.find((item) => item.kind === 'block');
    expect(lifted?.kind === 'block' && lifted.block.cells).toEqual([
      ['Clcr (ml/phút)', 'Liều'],
      ['Viên NDC-Metformin 500', 'Metformin XR'],
    ]);
  });

  it('leaves an empty ruled box (a frame, not a table) and its page alone', () => {
    const flow = liftPageBlocks(page([before, after], table));
    expect(describeFlow(flow)).toEqual([before.text, after.text]);
  });

  it('places a table in the right column among that column’s lines', () => {
    const rightTable = grid([305, 425, 545], [300, 320, 340]);
    const lines = [
      bookLine({ runs: 'Cột trái.', y: 310, x1: 200 }),
      bookLine({ runs: 'Trên bảng.', y: 280, column: 'right', x1: 450 }),
      cell('Tuổi', 310, 305, 420),
      cell('Liều', 430, 305, 540),
      cell('2 - 6', 310, 325, 420),
      cell('5 mg', 430, 325, 540),
      bookLine({ runs: 'Dưới bảng.', y: 350, column: 'right', x1: 450 }),
    ].map((line) => ({ ...line, column: line.bbox[0] >= 305 ? ('right' as const) : line.column }));
    const flow = liftPageBlocks(page(lines, rightTable));
    expect(describeFlow(flow)).toEqual(['Cột trái.', 'Trên bảng.', '[table]', 'Dưới bảng.']);
    const lifted = flow.find((item) => item.kind === 'block');
    expect(lifted?.kind === 'block' && lifted.block.column).toBe('right');
  });

  it('places a full-width table after both columns above it and before both below it', () => {
    // Extraction reads the table's rows as full-width lines, which cut the columns into bands
    // (order-lines.ts): the left and right column above the table, its rows, then both columns
    // under it. With no other full-width line on the page, the block was put at the page's head.
    const wide = grid([50, 300, 545], [300, 320, 340]);
    const lines = [
      bookLine({ runs: 'Trái trên.', y: 280, x1: 200 }),
      bookLine({ runs: 'Phải trên.', y: 280, column: 'right', x1: 450 }),
      { ...cell('Tuổi', 55, 305, 290), column: 'full' as const },
      { ...cell('Liều', 310, 305, 540), column: 'full' as const },
      { ...cell('2 - 6', 55, 325, 290), column: 'full' as const },
      { ...cell('5 mg', 310, 325, 540), column: 'full' as const },
      bookLine({ runs: 'Trái dưới.', y: 350, x1: 200 }),
      bookLine({ runs: 'Phải dưới.', y: 350, column: 'right', x1: 450 }),
    ];
    const flow = liftPageBlocks(page(lines, wide));
    expect(describeFlow(flow)).toEqual([
      'Trái trên.',
      'Phải trên.',
      '[table]',
      'Trái dưới.',
      'Phải dưới.',
    ]);
    const lifted = flow.find((item) => item.kind === 'block');
    expect(lifted?.kind === 'block' && lifted.block.column).toBe('full');
    // At the page's foot (a table that continues overleaf) it closes the page.
    const foot = liftPageBlocks(page(lines.slice(0, 6), wide));
    expect(describeFlow(foot)).toEqual(['Trái trên.', 'Phải trên.', '[table]']);
  });

  it('lifts a stacked fraction as a formula block', () => {
    const lines = [
      bookLine({ runs: 'Độ thanh thải creatinin ước tính theo công thức:', y: 260, x1: 280 }),
      cell('(140 - tuổi) × cân nặng (kg)', 140, 288, 250),
      cell('Clcr (ml/phút) =', 60, 296, 130),
      cell('72 × creatinin huyết thanh (mg/dl)', 135, 303, 255),
      bookLine({ runs: 'Với nữ, nhân kết quả với 0,85.', y: 330, x1: 200 }),
    ];
    const flow = liftPageBlocks(page(lines, [H(300, 135, 255)]));
    expect(describeFlow(flow)).toEqual([
      'Độ thanh thải creatinin ước tính theo công thức:',
      '[formula]',
      'Với nữ, nhân kết quả với 0,85.',
    ]);
  });
});

describe('mergeSplitLines', () => {
  const piece = (text: string, x0: number, x1: number, y = 100) =>
    bookLine({ runs: text, x0, x1, y });
  const cases: { name: string; lines: Line[]; expected: string[] }[] = [
    {
      name: 'joins pieces of one justified line on one baseline',
      lines: [piece('Người lớn: uống', 50, 130), piece('500 mg mỗi 8 giờ.', 150, 290)],
      expected: ['Người lớn: uống 500 mg mỗi 8 giờ.'],
    },
    {
      name: 'keeps lines on different baselines apart',
      lines: [piece('Dòng một.', 50, 290, 100), piece('Dòng hai.', 50, 290, 112)],
      expected: ['Dòng một.', 'Dòng hai.'],
    },
    {
      name: 'keeps the two columns apart on one baseline',
      lines: [
        piece('Cột trái.', 50, 290),
        { ...bookLine({ runs: 'Cột phải.', y: 100, column: 'right' }) },
      ],
      expected: ['Cột trái.', 'Cột phải.'],
    },
  ];
  it.each(cases)('$name', ({ lines, expected }) => {
    expect(mergeSplitLines(lines).map((l) => l.text)).toEqual(expected);
  });
});
