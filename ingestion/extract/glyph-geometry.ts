import type { Glyph } from './read-glyphs';

/**
 * Where a glyph stands on its line, in page points, for any text direction (rotated runs as
 * well as horizontal ones), read from its text-rendering matrix.
 */

/**
 * `Math.sqrt(x² + y²)`: Math.hypot's general form is several times slower in V8, and this runs
 * a few times for each of the ~6,500 glyphs of a page (CPU profile, 680-monograph sample).
 */
function length(x: number, y: number): number {
  return Math.sqrt(x * x + y * y);
}

/** The glyph's origin along its text direction. */
export function glyphStart(glyph: Glyph): number {
  const [a, b, , , e, f] = glyph.matrix;
  return (e * a + f * b) / (length(a, b) || 1);
}

/** The glyph's font size on the page. */
export function glyphSize(glyph: Glyph): number {
  const [, , c, d] = glyph.matrix;
  return length(c, d);
}

/** How far `to`'s origin stands across `from`'s text direction: a baseline shift. */
export function distanceAcross(from: Glyph, to: Glyph): number {
  const [a, b] = from.matrix;
  return (
    ((to.matrix[5] - from.matrix[5]) * a - (to.matrix[4] - from.matrix[4]) * b) /
    (length(a, b) || 1)
  );
}
