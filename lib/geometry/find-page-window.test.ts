import { describe, expect, it } from 'vitest';
import { findPageWindow } from './find-page-window';
import { layoutPages } from './layout-pages';

// Ten pages 700 px high with 10 px gaps: page p's top is 710 · (p − 1).
const layout = layoutPages(10, () => ({ width: 500, height: 700 }), 1, 10);

describe('findPageWindow', () => {
  it.each([
    ['the first page, overscan 0', 0, 500, 0, [], [1]],
    ['the first page, overscan 2', 0, 500, 2, [], [1, 2, 3]],
    ['two pages in view', 600, 500, 0, [], [1, 2]],
    ['the last page is never passed', 6390, 900, 2, [], [8, 9, 10]],
    ['a held page far from the view', 0, 500, 1, [7], [1, 2, 7]],
    ['a held page already in view is not repeated', 0, 500, 1, [2, 2], [1, 2]],
    [
      'null, zero, fractional and past-the-end held pages are skipped',
      0,
      500,
      0,
      [null, 0, 2.5, 11],
      [1],
    ],
    ['held pages come out in page order', 3550, 500, 0, [9, 1], [1, 6, 9]],
  ])('%s', (_name, top, height, overscan, held, expected) => {
    expect(findPageWindow(layout, { top, height }, overscan, held)).toEqual(expected);
  });

  it('mounts nothing but held pages of an empty book', () => {
    const empty = layoutPages(0, () => ({ width: 1, height: 1 }), 1, 10);
    expect(findPageWindow(empty, { top: 0, height: 500 }, 2, [1])).toEqual([]);
  });
});
