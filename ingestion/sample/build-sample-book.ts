import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_MONOGRAPHS, writeBookContent } from './content/write-book-content';
import { NOT_FOR_CLINICAL_USE } from './content/write-front-and-back';
import {
  applyTextLayerDefect,
  GLUED_WORD_GAP_EM,
  NO_WORD_SPACE_GAP_EM,
  type EmbeddedFontInternals,
  type TextLayerDefect,
} from './draw/apply-text-layer-defect';
import { checkGlyphs } from './draw/check-glyphs';
import { drawPages, type PdfkitDrawer } from './draw/draw-pages';
import { BOOK_FONT_NAMES, openBookDocument } from './draw/open-book-document';
import { streamBookPdf } from './draw/stream-book-pdf';
import { resolveFontFiles, type FontFamily } from './draw/resolve-fonts';
import { assembleBook } from './layout/assemble-book';
import { buildTruth } from './truth/build-truth';

export const DEFAULT_SEED = 2018;
export const DEFAULT_FONT: FontFamily = 'noto';
export const PDF_NAME = 'duoc-thu-mau.pdf';
export const TRUTH_NAME = 'truth.json';
/** Fixed so the same seed gives the same bytes (pdfkit derives the file /ID from the dates). */
const FIXED_DATE = new Date('2018-01-01T00:00:00Z');
/** The project root, for node_modules fonts, wherever the caller's cwd is. */
export const PROJECT_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

export interface SampleBookOptions {
  outDir: string;
  monographs?: number;
  font?: FontFamily;
  seed?: number;
  /** Write the book with one text-layer defect (issue 10); same pictures, same truth. */
  defect?: TextLayerDefect;
  /**
   * Continue tables on the next page under "Tiếp theo trang trước" with the header repeated at
   * another wrap (issue 40: a TeX-typeset book's). Another book: off, the default book's bytes.
   */
  rewrapContinuedHeader?: boolean;
}

export interface SampleBookResult {
  pdfPath: string;
  truthPath: string;
  pages: number;
  monographs: number;
  blocks: number;
  traps: number;
  elapsedMs: number;
}

const FONT_NAMES = BOOK_FONT_NAMES;

/** Generates the synthetic book and its truth.json into `outDir`, streaming the PDF to disk. */
export async function buildSampleBook(options: SampleBookOptions): Promise<SampleBookResult> {
  const started = Date.now();
  const monographs = options.monographs ?? DEFAULT_MONOGRAPHS;
  const family = options.font ?? DEFAULT_FONT;
  const seed = options.seed ?? DEFAULT_SEED;
  const files = resolveFontFiles(family, PROJECT_ROOT);
  for (const file of Object.values(files)) {
    if (!fs.existsSync(file))
      throw new Error(`build-sample-book: font file missing: ${file} (--font ${family})`);
  }

  const { doc, measure } = openBookDocument(files, {
    Title: 'Dược thư Quốc gia Việt Nam — bản mẫu tổng hợp',
    Subject: NOT_FOR_CLINICAL_USE,
    Keywords: 'synthetic; not for clinical use',
    Creator: 'duoc-thu sample generator',
    Producer: 'PDFKit',
    CreationDate: FIXED_DATE,
    ModDate: FIXED_DATE,
  });

  const content = writeBookContent({ monographs, seed });
  const layout = assembleBook(
    content,
    measure,
    options.rewrapContinuedHeader ? { rewrapContinuedHeader: true } : {},
  );
  checkGlyphs(layout, measure, files, 'build-sample-book');
  const truth = buildTruth(layout, { monographs, seed, fontFamily: family });

  fs.mkdirSync(options.outDir, { recursive: true });
  const pdfPath = path.join(options.outDir, PDF_NAME);
  const truthPath = path.join(options.outDir, TRUTH_NAME);
  const suffix = `.tmp-${process.pid}-${Date.now()}`;
  await streamBookPdf(doc, pdfPath + suffix, () => {
    drawPages(
      doc as unknown as PdfkitDrawer,
      layout.pages,
      FONT_NAMES,
      options.defect === 'glued'
        ? { wordGapEm: GLUED_WORD_GAP_EM }
        : options.defect === 'no-word-spaces'
          ? { wordGapEm: NO_WORD_SPACE_GAP_EM }
          : {},
    );
    if (options.defect) applyTextLayerDefect(embeddedFonts(doc), options.defect);
  });
  fs.writeFileSync(truthPath + suffix, JSON.stringify(truth, null, monographs <= 60 ? 1 : 0));
  fs.renameSync(pdfPath + suffix, pdfPath);
  fs.renameSync(truthPath + suffix, truthPath);

  return {
    pdfPath,
    truthPath,
    pages: layout.pages.length,
    monographs: truth.monographs.length,
    blocks: truth.blocks.length,
    traps: truth.traps.length,
    elapsedMs: Date.now() - started,
  };
}

/** The embedded (TrueType) fonts the document has loaded, each once. */
function embeddedFonts(doc: PDFKit.PDFDocument): EmbeddedFontInternals[] {
  const loaded = (doc as unknown as { _fontFamilies: Record<string, unknown> })._fontFamilies;
  const fonts = new Set<EmbeddedFontInternals>();
  for (const font of Object.values(loaded)) {
    if (font && Array.isArray((font as { unicode?: unknown }).unicode))
      fonts.add(font as EmbeddedFontInternals);
  }
  return [...fonts];
}
