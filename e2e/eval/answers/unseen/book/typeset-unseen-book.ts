import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { PROJECT_ROOT } from '@/ingestion/sample/build-sample-book';
import { checkGlyphs } from '@/ingestion/sample/draw/check-glyphs';
import { drawPages, type PdfkitDrawer } from '@/ingestion/sample/draw/draw-pages';
import { BOOK_FONT_NAMES, openBookDocument } from '@/ingestion/sample/draw/open-book-document';
import { streamBookPdf } from '@/ingestion/sample/draw/stream-book-pdf';
import { resolveFontFiles, type FontFamily } from '@/ingestion/sample/draw/resolve-fonts';
import { assembleBook } from '@/ingestion/sample/layout/assemble-book';
import { buildUnseenBookContent } from './build-unseen-book-content';
import type { UnseenMonograph } from './read-unseen-monographs';

/**
 * DejaVu, not the sample's default Noto: Noto has no "≥" or "≤", which ENTECAVIR's renal table and
 * four other places print. With DejaVu every character of the 18 monographs has a glyph, so the
 * text needs no re-spelling to be typeset.
 */
export const UNSEEN_BOOK_FONT: FontFamily = 'dejavu';
/** Fixed, so the same text gives the same bytes (the index's source_sha256 names the book). */
const FIXED_DATE = new Date('2018-01-01T00:00:00Z');

export interface TypesetUnseenBook {
  pdfPath: string;
  sha256: string;
  pages: number;
  monographs: number;
}

/**
 * Typesets the monographs with the sample book's layout and drawing code (assemble-book.ts,
 * draw-pages.ts) into `pdfPath`, written whole to a temporary name and renamed, so a reader never
 * sees half a book. The same steps as build-sample-book.ts, whose content writer is not
 * parameterised by content.
 */
export async function typesetUnseenBook(
  monographs: readonly UnseenMonograph[],
  pdfPath: string,
): Promise<TypesetUnseenBook> {
  const files = resolveFontFiles(UNSEEN_BOOK_FONT, PROJECT_ROOT);
  const { doc, measure } = openBookDocument(files, {
    Title: 'Dược thư Quốc gia Việt Nam — 18 chuyên luận dàn trang để đánh giá',
    Subject: 'not for clinical use',
    Creator: 'duoc-thu eval:unseen --via-api',
    Producer: 'PDFKit',
    CreationDate: FIXED_DATE,
    ModDate: FIXED_DATE,
  });
  const layout = assembleBook(buildUnseenBookContent(monographs, measure), measure);
  checkGlyphs(layout, measure, files, 'typeset-unseen-book');

  fs.mkdirSync(path.dirname(pdfPath), { recursive: true });
  const tmp = `${pdfPath}.tmp-${process.pid}-${Date.now()}`;
  await streamBookPdf(doc, tmp, () =>
    drawPages(doc as unknown as PdfkitDrawer, layout.pages, BOOK_FONT_NAMES),
  );
  fs.renameSync(tmp, pdfPath);
  return {
    pdfPath,
    sha256: createHash('sha256').update(fs.readFileSync(pdfPath)).digest('hex'),
    pages: layout.pages.length,
    monographs: layout.monographs.length,
  };
}
