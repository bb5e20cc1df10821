/**
 * Where the reader's eye is taken to: this fraction of the viewport's height from its top.
 * The viewer reads its current page at the same line, so a jump to a highlight near the foot
 * of a page still reports that page rather than the next one.
 */
export const READING_LINE = 0.2;

/**
 * The scrollTop that puts `targetY` (a highlight's top, or a page's top) on the reading line,
 * kept inside [0, maxScrollTop]. Going to a page rather than a passage passes the page top and
 * `anchor` 0, so the whole page starts at the top of the view.
 */
export function computeScrollTop(input: {
  targetY: number;
  viewportHeight: number;
  maxScrollTop: number;
  anchor?: number;
}): number {
  const anchor = input.anchor ?? READING_LINE;
  const wanted = input.targetY - anchor * Math.max(0, input.viewportHeight);
  return Math.round(Math.min(Math.max(0, input.maxScrollTop), Math.max(0, wanted)));
}
