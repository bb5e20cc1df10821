import PDFDocument from 'pdfkit';
import type { FontStyle } from '../content/content-types';
import {
  createPdfkitMeasurer,
  type PdfkitFontInternals,
  type PdfkitLike,
  type TextMeasurer,
} from '../layout/measure-text';

/** The four faces of the book's serif family, as the document registers them. */
export const BOOK_FONT_NAMES: Record<FontStyle, string> = {
  regular: 'Serif-Regular',
  bold: 'Serif-Bold',
  italic: 'Serif-Italic',
  boldItalic: 'Serif-BoldItalic',
};

/**
 * A pdfkit document for a book of this shape (no automatic page, no margin, the given info), its
 * four faces registered from `files`, and the measurer the layout reads them with. Shared by the
 * sample book and the unseen eval's typeset book, which set the same document up.
 */
export function openBookDocument(
  files: Record<FontStyle, string>,
  info: PDFKit.DocumentInfo,
): { doc: PDFKit.PDFDocument; measure: TextMeasurer } {
  const doc = new PDFDocument({ autoFirstPage: false, margin: 0, info });
  for (const style of Object.keys(BOOK_FONT_NAMES) as FontStyle[])
    doc.registerFont(BOOK_FONT_NAMES[style], files[style]);
  // pdfkit's typings do not expose the current font's metrics; measure-text reads only these.
  const measure = createPdfkitMeasurer(
    doc as unknown as PdfkitLike,
    BOOK_FONT_NAMES,
    (d) => (d as unknown as { _font: PdfkitFontInternals })._font,
  );
  return { doc, measure };
}
