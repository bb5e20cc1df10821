import { describe, expect, it } from 'vitest';
import { findGutter } from './assign-columns';
import type { Segment, TextLine } from './extract-types';
import { findPageGutter } from './find-page-gutter';
import { line } from './test-support/make-span';

/** A full-width ruled table from x 80 to 515, three columns, `rows` rows of 18 pt from `top`. */
function fullWidthTable(top: number, rows: number): { lines: TextLine[]; rulings: Segment[] } {
  const rulings: Segment[] = [];
  for (let k = 0; k <= rows; k++)
    rulings.push({ orientation: 'horizontal', bbox: [80, top + k * 18, 515, top + k * 18 + 0.4] });
  for (const x of [80, 206, 360, 515])
    rulings.push({ orientation: 'vertical', bbox: [x, top, x + 0.4, top + rows * 18] });
  // Short cells: nothing crosses x 300–340, the middle column's empty right half.
  const lines = Array.from({ length: rows }, (_, r) => [
    line('Hàng ' + r, 84, top + r * 18 + 13),
    line('900 - 3 600', 210, top + r * 18 + 13),
    line('300 - 1 200 mg, chia ngày 3 lần', 364, top + r * 18 + 13),
  ]).flat();
  return { lines, rulings };
}

/** Prose of `n` lines across a one-column text block, x 57 to 538. */
const prose = (n: number, top: number) =>
  Array.from({ length: n }, (_, r) => line('x'.repeat(96), 57, top + r * 12));

/** Two columns of prose, x 57–280 and 315–538. */
const twoColumns = (n: number, top: number) =>
  Array.from({ length: n }, (_, r) => [
    line('l'.repeat(44), 57, top + r * 12),
    line('r'.repeat(44), 315, top + r * 12),
  ]).flat();

describe('findPageGutter', () => {
  it("finds no gutter on a one-column page whose only gap is a full-width table's", () => {
    const table = fullWidthTable(450, 20);
    const lines = [...prose(2, 80), line('thẩm phân máu.', 57, 104), ...table.lines];
    expect(findGutter(lines)).not.toBeNull(); // what the page alone shows
    expect(findPageGutter(lines, table.rulings)).toBeNull();
  });

  it('keeps the gutter of a two-column page with a full-width table', () => {
    const table = fullWidthTable(450, 8);
    const lines = [...twoColumns(25, 80), ...table.lines, ...twoColumns(10, 620)];
    const gutter = findGutter(lines);
    expect(gutter).not.toBeNull();
    expect(findPageGutter(lines, table.rulings)).toEqual(gutter);
  });

  it.each([
    ['two columns, no table', twoColumns(30, 80)],
    ['one column, no table', prose(30, 80)],
  ])('is findGutter on a page without ruled tables: %s', (_, lines) => {
    expect(findPageGutter(lines, [])).toEqual(findGutter(lines));
  });
});
