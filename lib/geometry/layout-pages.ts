import type { PageSize } from './page-size';

/** Where each page sits in the viewer's scroll column, in CSS pixels. Index i is page i + 1. */
export interface PageLayout {
  tops: number[];
  widths: number[];
  heights: number[];
  gap: number;
  totalHeight: number;
  maxWidth: number;
}

/**
 * Stacks `numPages` pages at `scale` with `gap` pixels between them. Pages whose size is not
 * known yet take the size `sizeOf` guesses (the viewer passes the size of a page it has loaded):
 * the real book has 1,668 pages and loading each one just to measure it would fetch the file.
 */
export function layoutPages(
  numPages: number,
  sizeOf: (page: number) => PageSize,
  scale: number,
  gap: number,
): PageLayout {
  const tops: number[] = [];
  const widths: number[] = [];
  const heights: number[] = [];
  let y = 0;
  let maxWidth = 0;
  for (let page = 1; page <= numPages; page++) {
    const size = sizeOf(page);
    const width = size.width * scale;
    const height = size.height * scale;
    tops.push(y);
    widths.push(width);
    heights.push(height);
    maxWidth = Math.max(maxWidth, width);
    y += height + (page < numPages ? gap : 0);
  }
  return { tops, widths, heights, gap, totalHeight: y, maxWidth };
}

/**
 * The 1-based page under the scroll position `y`; a point in the gap after a page belongs to
 * that page. Binary search: this runs on every scroll event over up to 1,668 pages.
 */
export function findPageAt(layout: PageLayout, y: number): number {
  const n = layout.tops.length;
  if (n === 0) return 1;
  let lo = 0;
  let hi = n - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if ((layout.tops[mid] ?? 0) <= y) lo = mid;
    else hi = mid - 1;
  }
  return lo + 1;
}

/** First and last page (1-based, inclusive) to mount: those in view plus `overscan` each side. */
export function findVisiblePages(
  layout: PageLayout,
  scrollTop: number,
  viewportHeight: number,
  overscan: number,
): { first: number; last: number } {
  const n = layout.tops.length;
  if (n === 0) return { first: 1, last: 0 };
  const first = findPageAt(layout, scrollTop);
  const last = findPageAt(layout, scrollTop + Math.max(0, viewportHeight));
  return { first: Math.max(1, first - overscan), last: Math.min(n, last + overscan) };
}
