import { createRequire } from 'node:module';
import path from 'node:path';
import type { TextItem, TextStyle } from 'pdfjs-dist/types/src/display/api';
import { checkPdfBytes } from './check-pdf-bytes';
import { createPdfjsWorker } from './create-pdfjs-worker';
import { composeMatrix, isMatrix, toMatrix, type Matrix } from './affine-matrix';
import { detectFontStyle, stripSubsetTag, type FontStyle } from './detect-font-style';
import { ExtractError } from './extract-error';
import { countFilledCurves, OUTLINED_TEXT_CURVES } from './count-filled-curves';
import { createRuleSinkDocument } from './create-rule-sink-document';
import { extractRulings } from './extract-rulings';
import { pdfjs, type PDFDocumentProxy, type PDFPageProxy } from './load-pdfjs';
import { buildTextItems, type TextContentFont } from './build-text-items';
import { keepGlyphsOnPage } from './keep-glyphs-on-page';
import { readGlyphs } from './read-glyphs';
import { readPageTextLayer, type PageFont } from './read-page-text-layer';
import { spanBox } from './span-box';
import type { RawPage, Span } from './extract-types';

const pdfjsDir = path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'));

/** Fallback font metrics (em units) when pdfjs has none for a font. */
const DEFAULT_ASCENT = 0.8;
const DEFAULT_DESCENT = -0.2;

const IMAGE_OPS = new Set<number>([
  pdfjs.OPS.paintImageXObject,
  pdfjs.OPS.paintInlineImageXObject,
  pdfjs.OPS.paintImageMaskXObject,
  pdfjs.OPS.paintImageXObjectRepeat,
  pdfjs.OPS.paintImageMaskXObjectRepeat,
  pdfjs.OPS.paintImageMaskXObjectGroup,
  pdfjs.OPS.paintInlineImageXObjectGroup,
  pdfjs.OPS.paintSolidColorImageMask,
]);

interface FontInfo extends FontStyle {
  font: string;
  /** A composite font with no ToUnicode map (pdf.js reads raw glyph codes as text). */
  unmapped: boolean;
  /** Glyph space → text space (fontMatrix[0]; 0.001 for all but Type 3 fonts). */
  scale: number;
}

export interface PdfHandle {
  file: string;
  doc: PDFDocumentProxy;
  /** The document's own in-thread pdf.js worker (create-pdfjs-worker.ts), destroyed with it. */
  worker: InstanceType<typeof pdfjs.PDFWorker>;
  numPages: number;
  /** Per-document cache: pdfjs font id → real name and style. */
  fonts: Map<string, FontInfo>;
}

function errorName(error: unknown): string {
  return error instanceof Error ? error.name : typeof error;
}

function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * Opens a PDF held in memory. Bad input becomes an ExtractError: no "%PDF-" header → not_pdf;
 * no end-of-file marker or a structure pdfjs cannot read → corrupt (a truncated download is
 * the usual cause); a password is required → encrypted; no pages → no_pages.
 */
export async function openPdf(data: Uint8Array, file: string): Promise<PdfHandle> {
  checkPdfBytes(data, file);
  const verbosity = 0;
  const worker = await createPdfjsWorker(verbosity);
  let doc: PDFDocumentProxy;
  try {
    doc = await pdfjs.getDocument({
      worker,
      // pdfjs may detach the buffer it is given; keep the caller's bytes intact.
      data: data.slice(),
      standardFontDataUrl: `${pdfjsDir}/standard_fonts/`,
      cMapUrl: `${pdfjsDir}/cmaps/`,
      cMapPacked: true,
      wasmUrl: `${pdfjsDir}/wasm/`,
      // Font faces on, so pdf.js does not build glyph outlines nothing here draws; their
      // rules go to a document that keeps none (create-rule-sink-document.ts).
      disableFontFace: false,
      ownerDocument: createRuleSinkDocument(),
      // Keeps each font's program on the main side so its OS/2/head/post style can be read.
      fontExtraProperties: true,
      isEvalSupported: false,
      useSystemFonts: false,
      verbosity,
    }).promise;
  } catch (error) {
    worker.destroy();
    const name = errorName(error);
    if (name === 'PasswordException')
      throw new ExtractError('encrypted', file, 'the PDF is password-protected', null, {
        cause: error,
      });
    throw new ExtractError('corrupt', file, `pdfjs cannot read it: ${errorMessage(error)}`, null, {
      cause: error,
    });
  }
  if (doc.numPages === 0) {
    await doc.destroy();
    worker.destroy();
    throw new ExtractError('no_pages', file, 'the PDF has no pages');
  }
  return { file, doc, worker, numPages: doc.numPages, fonts: new Map() };
}

export async function closePdf(handle: PdfHandle): Promise<void> {
  await handle.doc.destroy();
  handle.worker.destroy();
}

interface LoadedFont {
  name?: unknown;
  data?: unknown;
  composite?: unknown;
  toUnicode?: unknown;
  fontMatrix?: unknown;
}

/** pdf.js's IdentityToUnicodeMap (what a composite font without ToUnicode gets) has no map. */
function hasNoUnicodeMap(loaded: LoadedFont): boolean {
  const map = loaded.toUnicode;
  return (
    loaded.composite === true &&
    typeof map === 'object' &&
    map !== null &&
    'firstChar' in map &&
    !('_map' in map)
  );
}

function fontInfo(handle: PdfHandle, page: PDFPageProxy, id: string, style?: TextStyle): FontInfo {
  const cached = handle.fonts.get(id);
  if (cached) return cached;
  let realName = '';
  let program: Uint8Array | null = null;
  let unmapped = false;
  let scale = 0.001;
  if (page.commonObjs.has(id)) {
    const loaded = page.commonObjs.get(id) as LoadedFont | null;
    if (loaded && typeof loaded.name === 'string') realName = loaded.name;
    if (loaded && loaded.data instanceof Uint8Array) program = loaded.data;
    if (loaded) unmapped = hasNoUnicodeMap(loaded);
    const matrix = loaded?.fontMatrix as ArrayLike<number> | undefined;
    if (matrix && typeof matrix[0] === 'number' && matrix[0] > 0) scale = matrix[0];
  }
  // Without a loaded font object, pdfjs's family guess is all there is.
  if (!realName) realName = style?.fontFamily ?? id;
  const info: FontInfo = {
    font: stripSubsetTag(realName),
    ...detectFontStyle(realName, program),
    unmapped,
    scale,
  };
  handle.fonts.set(id, info);
  return info;
}

/**
 * Compatibility characters a font may map glyphs to — Latin ligatures (ﬁ ﬂ ﬀ ﬃ ﬄ ﬅ ﬆ),
 * no-break and typographic spaces — become their plain forms; everything is then NFC, so a
 * Vietnamese letter is one code point whether the PDF composed it or not.
 */
const COMPATIBILITY_CHARS = /[\u00a0\u2000-\u200a\u202f\ufb00-\ufb06]/gu;

export function normaliseText(text: string): string {
  return text.replace(COMPATIBILITY_CHARS, (c) => c.normalize('NFKC')).normalize('NFC');
}

function isTextItem(item: unknown): item is TextItem {
  return typeof item === 'object' && item !== null && 'str' in item && 'transform' in item;
}

function ascentOf(style: TextStyle | undefined): number {
  return style && Number.isFinite(style.ascent) && style.ascent > 0 ? style.ascent : DEFAULT_ASCENT;
}

function descentOf(style: TextStyle | undefined): number {
  return style && Number.isFinite(style.descent) && style.descent < 0
    ? style.descent
    : DEFAULT_DESCENT;
}

/**
 * One pdfjs text item → a span. Whitespace trimmed off the ends is taken off the advance in
 * proportion, so a trailing space inside an item does not hide the gap before the next one
 * (and with it the word space).
 */
function toSpan(
  item: TextItem,
  viewport: Matrix,
  font: FontInfo,
  style: TextStyle | undefined,
): Span | null {
  const raw = normaliseText(item.str);
  const collapsed = raw.replace(/\s+/g, ' ');
  const text = collapsed.trim();
  if (!text || !isMatrix(item.transform)) return null;
  const m = composeMatrix(viewport, toMatrix(item.transform));
  const size = Math.hypot(m[2], m[3]);
  if (!(size > 0)) return null;
  const ascent = ascentOf(style);
  const descent = descentOf(style);
  const lead = collapsed.length - collapsed.trimStart().length;
  const trail = collapsed.length - collapsed.trimEnd().length;
  const perChar = item.width / collapsed.length;
  const advLen = Math.hypot(m[0], m[1]) || 1;
  const start: Matrix = [
    m[0],
    m[1],
    m[2],
    m[3],
    m[4] + (m[0] / advLen) * perChar * lead,
    m[5] + (m[1] / advLen) * perChar * lead,
  ];
  const width = Math.max(0, item.width - perChar * (lead + trail));
  return {
    text,
    font: font.font,
    bold: font.bold,
    italic: font.italic,
    size,
    baseline: start[5],
    bbox: spanBox(start, width, ascent, descent),
  };
}

/**
 * The page's text items: read off the operator list (build-text-items.ts, a second parse of the
 * content stream saved), or by pdf.js's getTextContent for a page that reader declines.
 */
async function readTextContent(
  page: PDFPageProxy,
  ops: { fnArray: number[]; argsArray: unknown[] },
): Promise<{ items: unknown[]; styles: Record<string, TextStyle> }> {
  const built = buildTextItems(
    ops,
    pdfjs.OPS,
    (id) => (page.commonObjs.has(id) ? (page.commonObjs.get(id) as TextContentFont) : null),
    page.view,
  );
  if (built) return built;
  // pdfjs's own normalisation costs ~30% of text extraction (measured on the 680-monograph
  // sample); normaliseText does the part that matters here.
  return page.getTextContent({ includeMarkedContent: false, disableNormalization: true });
}

/** Reads one page (0-based) into spans and rulings. Page-level failures name the page. */
export async function readPdfPage(
  handle: PdfHandle,
  physicalPage: number,
  options: { forceGlyphs?: boolean } = {},
): Promise<RawPage> {
  let page: PDFPageProxy | null = null;
  try {
    page = await handle.doc.getPage(physicalPage + 1);
    const viewport = page.getViewport({ scale: 1 });
    const vt = toMatrix(viewport.transform);
    // The operator list first: it is what loads each font into commonObjs, where the real
    // font name (and program, for bold/italic) lives.
    const ops = await page.getOperatorList();
    const content = await readTextContent(page, ops);
    const items: TextItem[] = [];
    const itemSpans: Span[] = [];
    for (const item of content.items) {
      if (!isTextItem(item)) continue;
      items.push(item);
      const style = content.styles[item.fontName];
      const span = toSpan(item, vt, fontInfo(handle, page, item.fontName, style), style);
      if (span) itemSpans.push(span);
    }
    const loadedPage = page;
    // Asked once per text item: one object per font and page, not one per item.
    const pageFonts = new Map<string, PageFont>();
    const { spans, health } = readPageTextLayer({
      physical_page: physicalPage,
      items,
      spans: itemSpans,
      fontOf: (id) => {
        let font = pageFonts.get(id);
        if (!font) {
          const style = content.styles[id];
          font = {
            ...fontInfo(handle, loadedPage, id, style),
            ascent: ascentOf(style),
            descent: descentOf(style),
          };
          pageFonts.set(id, font);
        }
        return font;
      },
      forceGlyphs: options.forceGlyphs,
      readGlyphs: () =>
        keepGlyphsOnPage(
          readGlyphs(ops, vt, pdfjs.OPS, (id) => fontInfo(handle, loadedPage, id).scale),
          viewport.width,
          viewport.height,
        ),
    });
    const rulings = extractRulings(ops, vt, pdfjs.OPS);
    let paintsImages = false;
    for (let i = 0; i < ops.fnArray.length && !paintsImages; i++) {
      if (IMAGE_OPS.has(ops.fnArray[i]!)) paintsImages = true;
    }
    return {
      physical_page: physicalPage,
      width: viewport.width,
      height: viewport.height,
      spans,
      rulings,
      image_only:
        spans.length === 0 &&
        (paintsImages || countFilledCurves(ops, pdfjs.OPS) >= OUTLINED_TEXT_CURVES),
      health,
    };
  } catch (error) {
    if (error instanceof ExtractError) throw error;
    throw new ExtractError(
      'corrupt',
      handle.file,
      `pdfjs cannot read the page: ${errorMessage(error)}`,
      physicalPage,
      { cause: error },
    );
  } finally {
    // Frees the page's operator list and decoded images: the book has 1,668 pages.
    page?.cleanup();
  }
}

export interface ReadPdfPagesOptions {
  /** First and last 0-based page to read, inclusive; default the whole document. */
  first?: number;
  last?: number;
  onPage?: (page: RawPage) => void;
}

/** Reads a page range in one thread. `extractBook` spreads the same work over workers. */
export async function readPdfPages(
  data: Uint8Array,
  file: string,
  options: ReadPdfPagesOptions = {},
): Promise<{ numPages: number; pages: RawPage[] }> {
  const handle = await openPdf(data, file);
  try {
    const first = Math.max(0, options.first ?? 0);
    const last = Math.min(handle.numPages - 1, options.last ?? handle.numPages - 1);
    const pages: RawPage[] = [];
    for (let p = first; p <= last; p++) {
      const page = await readPdfPage(handle, p);
      options.onPage?.(page);
      pages.push(page);
    }
    return { numPages: handle.numPages, pages };
  } finally {
    await closePdf(handle);
  }
}
