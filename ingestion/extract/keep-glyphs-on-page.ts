import type { Glyph } from './read-glyphs';

/**
 * The glyphs drawn on the page: a glyph whose origin and advance lie wholly outside the page
 * box (viewport space, [0, width] × [0, height]) is dropped, as pdf.js's getTextContent drops it.
 * Measured: a printer's slug set above the crop box ("duoc-thu.indd 45" at y = −30) never reached
 * a clean page's text, but the glyph-by-glyph reading of a repaired page kept it as a line.
 */
export function keepGlyphsOnPage(glyphs: readonly Glyph[], width: number, height: number): Glyph[] {
  return glyphs.filter((glyph) => {
    const [a, b, , , x0, y0] = glyph.matrix;
    const len = Math.sqrt(a * a + b * b) || 1;
    const x1 = x0 + (a / len) * glyph.advance;
    const y1 = y0 + (b / len) * glyph.advance;
    return !(
      Math.max(x0, x1) < 0 ||
      Math.min(x0, x1) > width ||
      Math.max(y0, y1) < 0 ||
      Math.min(y0, y1) > height
    );
  });
}
