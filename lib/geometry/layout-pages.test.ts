import { describe, expect, it } from 'vitest';
import { findPageAt, findVisiblePages, layoutPages } from './layout-pages';

const uniform = () => ({ width: 500, height: 700 });

describe('layoutPages', () => {
  it.each([
    ['three pages at scale 1, gap 10', 3, 1, 10, [0, 710, 1420], 2120],
    ['three pages at scale 0.5, gap 10', 3, 0.5, 10, [0, 360, 720], 1070],
    ['one page has no trailing gap', 1, 2, 16, [0], 1400],
    ['no pages', 0, 1, 10, [], 0],
  ])('%s', (_name, n, scale, gap, tops, total) => {
    const layout = layoutPages(n, uniform, scale, gap);
    expect(layout.tops).toEqual(tops);
    expect(layout.totalHeight).toBe(total);
  });

  it('uses each page its own size when known (a landscape insert)', () => {
    const layout = layoutPages(3, (p) => (p === 2 ? { width: 700, height: 500 } : uniform()), 1, 0);
    expect(layout.tops).toEqual([0, 700, 1200]);
    expect(layout.maxWidth).toBe(700);
  });

  it('lays out the real book size', () => {
    const layout = layoutPages(1668, uniform, 1.25, 12);
    expect(layout.tops).toHaveLength(1668);
  });
});

describe('findPageAt', () => {
  const layout = layoutPages(4, uniform, 1, 10); // tops 0, 710, 1420, 2130
  it.each([
    [-50, 1],
    [0, 1],
    [699, 1],
    [705, 1], // in the gap after page 1
    [710, 2],
    [1419, 2],
    [1420, 3],
    [2130, 4],
    [99_999, 4],
  ])('y=%d is on page %d', (y, page) => {
    expect(findPageAt(layout, y)).toBe(page);
  });
});

describe('findVisiblePages', () => {
  const layout = layoutPages(1668, uniform, 1, 10);
  it.each([
    ['top of the book', 0, 900, 1, 1, 3],
    ['page 900 in view', layout.tops[899] ?? 0, 900, 2, 898, 903],
    ['end of the book', layout.totalHeight - 900, 900, 2, 1665, 1668],
  ])('%s', (_name, scrollTop, vh, overscan, first, last) => {
    expect(findVisiblePages(layout, scrollTop, vh, overscan)).toEqual({ first, last });
  });
});
