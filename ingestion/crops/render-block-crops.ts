import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createCanvas, type Canvas } from '@napi-rs/canvas';
import type { Block } from '@/lib/schema/block';
import type { PageRegion } from '@/lib/schema/geometry';
import { CROP_GAP_PX, CROP_MARGIN_PT, CROP_SCALE } from '@/lib/geometry/place-in-block-crop';
import { toMatrix } from '../extract/affine-matrix';
import { pdfjs } from '../extract/load-pdfjs';
import { skipTextOutsideCrop, type CropFont, type OperatorList } from './skip-text-outside-crop';

const { getDocument } = pdfjs;

/**
 * One PNG per lifted block, rendered from the book itself at ≥ 2× so a clinician reads the table
 * or formula exactly as printed. A block broken across pages is stacked into one image, parts in
 * reading order, divided by a thin grey rule.
 */
export interface CropOptions {
  /** Device pixels per PDF point; ≥ 2 keeps 8 pt table text legible. */
  scale?: number;
  /** Breathing room around the block, in points. */
  margin?: number;
  onProgress?: (done: number, total: number) => void;
  /**
   * Skip the text operators that draw nothing inside the crop (skip-text-outside-crop.ts).
   * Default on; off draws every operator of the page, as pdf.js alone would.
   */
  skipOutsideText?: boolean;
  /** Filled in as crops are drawn: how many showText operators were skipped. */
  stats?: { skippedText: number };
}

export { CROP_SCALE };

/** A book opened for cropping (openCropDocument); destroy it when its crops are drawn. */
export type CropDocument = Awaited<ReturnType<typeof getDocument>['promise']>;

type PdfPage = Awaited<ReturnType<CropDocument['getPage']>>;

/**
 * The display list pdf.js is drawing on `page`: read from its per-intent state, which pdf.js
 * does not expose. Null when not found (another pdf.js version): every operator is then drawn.
 * render-block-crops.test.ts fails if the skip stops happening on the sample book.
 */
function drawnList(page: PdfPage): OperatorList | null {
  type IntentState = { renderTasks?: Set<unknown>; operatorList?: OperatorList };
  const states = (page as unknown as { _intentStates?: unknown })._intentStates;
  if (!(states instanceof Map)) return null;
  for (const state of (states as Map<unknown, IntentState>).values())
    if (state.renderTasks && state.renderTasks.size > 0 && state.operatorList)
      return state.operatorList;
  return null;
}

function loadedFont(page: PdfPage, id: string): CropFont | null {
  if (!page.commonObjs.has(id)) return null;
  const font = page.commonObjs.get(id) as CropFont | null;
  return font && typeof font === 'object' ? font : null;
}

async function renderRegion(
  page: PdfPage,
  region: PageRegion,
  scale: number,
  margin: number,
  options: CropOptions,
): Promise<Canvas> {
  const base = page.getViewport({ scale: 1 });
  const [x0, y0, x1, y1] = region.bbox;
  const left = Math.max(0, x0 - margin);
  const top = Math.max(0, y0 - margin);
  const right = Math.min(base.width, x1 + margin);
  const bottom = Math.min(base.height, y1 + margin);
  const width = Math.max(1, Math.ceil((right - left) * scale));
  const height = Math.max(1, Math.ceil((bottom - top) * scale));
  const viewport = page.getViewport({ scale, offsetX: -left * scale, offsetY: -top * scale });
  const canvas = createCanvas(width, height);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, width, height);
  let operationsFilter: ((index: number) => boolean) | undefined;
  if (options.skipOutsideText !== false) {
    const skip = skipTextOutsideCrop(
      () => drawnList(page),
      // The canvas itself, a pixel either side: nothing outside it can show.
      [left - 1 / scale, top - 1 / scale, left + width / scale, top + height / scale],
      toMatrix(base.transform),
      pdfjs.OPS,
      (id) => loadedFont(page, id),
    );
    const stats = options.stats;
    operationsFilter = stats
      ? (index) => {
          const draw = skip(index);
          if (!draw) stats.skippedText++;
          return draw;
        }
      : skip;
  }
  await page.render({
    canvas: canvas as unknown as HTMLCanvasElement, // pdfjs types the DOM canvas; @napi-rs/canvas implements the same 2D API
    canvasContext: ctx as unknown as CanvasRenderingContext2D,
    viewport,
    operationsFilter,
  }).promise;
  return canvas;
}

function stack(parts: Canvas[]): Canvas {
  if (parts.length === 1) return parts[0]!;
  const gap = CROP_GAP_PX;
  const width = Math.max(...parts.map((p) => p.width));
  const height = parts.reduce((h, p) => h + p.height, 0) + gap * (parts.length - 1);
  const out = createCanvas(width, height);
  const ctx = out.getContext('2d');
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, width, height);
  let y = 0;
  parts.forEach((part, i) => {
    ctx.drawImage(part, 0, y);
    y += part.height;
    if (i < parts.length - 1) {
      ctx.fillStyle = '#9ca3af';
      ctx.fillRect(0, y + gap / 2 - 1, width, 2);
      y += gap;
    }
  });
  return out;
}

/** Opens the book for drawBlockCrops: pdf.js reads its cross-reference table here, once. */
export function openCropDocument(pdfData: Uint8Array): Promise<CropDocument> {
  return getDocument({ data: pdfData.slice(), isEvalSupported: false, verbosity: 0 }).promise;
}

/** Renders `crops/<block_id>.png` under `outDir` for every block; returns the files written. */
export async function renderBlockCrops(
  pdfData: Uint8Array,
  blocks: Block[],
  outDir: string,
  options: CropOptions = {},
): Promise<string[]> {
  const doc = await openCropDocument(pdfData);
  try {
    return await drawBlockCrops(doc, blocks, outDir, options);
  } finally {
    await doc.destroy();
  }
}

/** renderBlockCrops on a book already open; the caller destroys `doc`. */
export async function drawBlockCrops(
  doc: CropDocument,
  blocks: Block[],
  outDir: string,
  options: CropOptions = {},
): Promise<string[]> {
  const scale = options.scale ?? CROP_SCALE;
  const margin = options.margin ?? CROP_MARGIN_PT;
  const cropsDir = path.join(outDir, 'crops');
  await mkdir(cropsDir, { recursive: true });
  const written: string[] = [];
  // Only the pages of the block in hand are kept: caching every page drawn held each one's
  // operator list and fonts to the end of the run. A page shared with the next block (a
  // continued table, two formulas on one page) stays open for it.
  const open = new Map<number, PdfPage>();
  for (const [i, block] of blocks.entries()) {
    const parts: Canvas[] = [];
    for (const region of block.regions) {
      try {
        let page = open.get(region.physical_page);
        if (!page) {
          page = await doc.getPage(region.physical_page + 1);
          open.set(region.physical_page, page);
        }
        parts.push(await renderRegion(page, region, scale, margin, options));
      } catch (error) {
        throw new Error(
          `crop ${block.block_id}, physical page ${region.physical_page + 1}: ${(error as Error).message}`,
          { cause: error },
        );
      }
    }
    const file = path.join(cropsDir, `${block.block_id}.png`);
    // Encoded on this thread, never with the async encode('png'): that runs on libuv's pool
    // while nothing on the JS side holds the canvas, and the ingest died with SIGSEGV inside
    // skia on a pool thread (core dump, bench:ingest on the 680-monograph book, 1 run in 5–6).
    await writeFile(file, stack(parts).encodeSync('png'));
    written.push(file);
    options.onProgress?.(i + 1, blocks.length);
    const next = new Set(blocks[i + 1]?.regions.map((r) => r.physical_page));
    for (const [physical, page] of open)
      if (!next.has(physical)) {
        page.cleanup();
        open.delete(physical);
      }
  }
  return written;
}
