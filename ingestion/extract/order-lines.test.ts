import { describe, expect, it } from 'vitest';
import { orderLines, sortTopDown } from './order-lines';
import { columnLine } from './test-support/make-span';

const texts = (lines: { text: string }[]) => lines.map((l) => l.text);

describe('orderLines', () => {
  it('reads a title above the columns, then the left column, then the right', () => {
    const input = [
      columnLine('r1', 300, 100, 'right'),
      columnLine('l2', 50, 113, 'left'),
      columnLine('TITLE', 200, 70, 'full'),
      columnLine('l1', 50, 100, 'left'),
      columnLine('r2', 300, 113, 'right'),
    ];
    expect(texts(orderLines(input))).toEqual(['TITLE', 'l1', 'l2', 'r1', 'r2']);
  });

  it('lets a mid-page full-width title split the page into bands read in turn', () => {
    const input = [
      columnLine('a-l1', 50, 100, 'left'),
      columnLine('a-r1', 300, 100, 'right'),
      columnLine('a-l2', 50, 113, 'left'),
      columnLine('PHỤ LỤC', 220, 150, 'full'),
      columnLine('b-l1', 50, 190, 'left'),
      columnLine('b-r1', 300, 190, 'right'),
      columnLine('b-l2', 50, 203, 'left'),
      columnLine('FOOT', 200, 400, 'full'),
    ];
    expect(texts(orderLines(input))).toEqual([
      'a-l1',
      'a-l2',
      'a-r1',
      'PHỤ LỤC',
      'b-l1',
      'b-l2',
      'b-r1',
      'FOOT',
    ]);
  });

  it('reads consecutive full-width rows (a full-width table) row by row, left to right', () => {
    const input = [
      columnLine('B', 350, 413.3, 'full'),
      columnLine('A', 46, 413, 'full'),
      columnLine('2', 350, 431, 'full'),
      columnLine('1', 46, 431.2, 'full'),
      columnLine('above', 50, 380, 'left'),
      columnLine('below', 50, 460, 'left'),
    ];
    expect(texts(orderLines(input))).toEqual(['above', 'A', 'B', '1', '2', 'below']);
  });

  it('keeps pieces of one row of a column left to right', () => {
    expect(
      texts(
        sortTopDown([
          columnLine('300 mg', 150, 100.4, 'left'),
          columnLine('> 50', 50, 100, 'left'),
        ]),
      ),
    ).toEqual(['> 50', '300 mg']);
  });
});
