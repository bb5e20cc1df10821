import type { FontStyle } from '../content/content-types';

/** One `doc.text(text, x, y, { lineBreak: false, wordSpacing })` call; y is the top of the line
 * box (pdfkit puts the baseline at y + ascender). */
export interface DrawText {
  text: string;
  style: FontStyle;
  size: number;
  x: number;
  y: number;
  wordSpacing: number;
}

/** A stroked line segment. */
export interface DrawRule {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
  width: number;
}
