import type { ViewportRect } from './page-size';

/** Area shared by two rectangles in the same coordinate space; 0 when they only touch. */
export function overlapArea(a: ViewportRect, b: ViewportRect): number {
  const width = Math.min(a.left + a.width, b.left + b.width) - Math.max(a.left, b.left);
  const height = Math.min(a.top + a.height, b.top + b.height) - Math.max(a.top, b.top);
  return width > 0 && height > 0 ? width * height : 0;
}
