import type { BBox } from '@/lib/schema/geometry';
import type { Matrix } from './affine-matrix';

/**
 * The span's box from its text matrix: advance along the text direction by `width`, up by the
 * font's ascent, down by its descent. Works for rotated text too.
 */
export function spanBox(m: Matrix, width: number, ascent: number, descent: number): BBox {
  const [a, b, c, d, e, f] = m;
  const advLen = Math.hypot(a, b) || 1;
  const ux = a / advLen;
  const uy = b / advLen;
  const upLen = Math.hypot(c, d) || 1;
  // Glyph "up" in page space; the viewport flips y, so up points to smaller y.
  const vx = c / upLen;
  const vy = d / upLen;
  const size = upLen;
  const corners: [number, number][] = [
    [e + vx * descent * size, f + vy * descent * size],
    [e + ux * width + vx * descent * size, f + uy * width + vy * descent * size],
    [e + vx * ascent * size, f + vy * ascent * size],
    [e + ux * width + vx * ascent * size, f + uy * width + vy * ascent * size],
  ];
  const xs = corners.map((p) => p[0]);
  const ys = corners.map((p) => p[1]);
  return [Math.min(...xs), Math.min(...ys), Math.max(...xs), Math.max(...ys)];
}
