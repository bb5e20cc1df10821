import type { FontStyle } from '../content/content-types';
import type { LaidPage } from '../layout/column-flow';
import { PAGE_HEIGHT, PAGE_WIDTH } from '../layout/page-geometry';

/** The pdfkit calls drawing needs (typed narrowly so tests can check calls without a PDF). */
export interface PdfkitDrawer {
  addPage(options: { size: [number, number]; margin: number }): unknown;
  font(name: string): unknown;
  fontSize(size: number): unknown;
  text(
    text: string,
    x: number,
    y: number,
    options: { lineBreak: false; wordSpacing?: number },
  ): unknown;
  lineWidth(width: number): unknown;
  moveTo(x: number, y: number): unknown;
  lineTo(x: number, y: number): unknown;
  stroke(): unknown;
  widthOfString(text: string): number;
}

export interface DrawPagesOptions {
  /**
   * Word gaps of this many em, by positioning only (the `glued` defect book): pdfkit draws each
   * word on its own and moves the pen instead of drawing a space glyph.
   */
  wordGapEm?: number;
}

/** Draws laid-out pages in order. Rules of one width are stroked as one path per page. */
export function drawPages(
  doc: PdfkitDrawer,
  pages: LaidPage[],
  fontNames: Record<FontStyle, string>,
  options: DrawPagesOptions = {},
): void {
  for (const page of pages) {
    doc.addPage({ size: [PAGE_WIDTH, PAGE_HEIGHT], margin: 0 });
    const byWidth = new Map<number, LaidPage['rules']>();
    for (const r of page.rules) {
      const list = byWidth.get(r.width) ?? [];
      list.push(r);
      byWidth.set(r.width, list);
    }
    for (const [width, rules] of byWidth) {
      doc.lineWidth(width);
      for (const r of rules) {
        doc.moveTo(r.x0, r.y0);
        doc.lineTo(r.x1, r.y1);
      }
      doc.stroke();
    }
    let font = '';
    let size = 0;
    for (const t of page.texts) {
      if (fontNames[t.style] !== font) {
        font = fontNames[t.style];
        doc.font(font);
      }
      if (t.size !== size) {
        size = t.size;
        doc.fontSize(size);
      }
      // pdfkit adds wordSpacing to the width of a space; a narrower gap needs a negative one.
      const wordSpacing =
        options.wordGapEm === undefined
          ? Math.max(0, t.wordSpacing)
          : options.wordGapEm * size - doc.widthOfString(' ');
      doc.text(
        t.text,
        t.x,
        t.y,
        wordSpacing !== 0 ? { lineBreak: false, wordSpacing } : { lineBreak: false },
      );
    }
  }
}
