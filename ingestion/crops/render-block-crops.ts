import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createCanvas, type Canvas } from '@napi-rs/canvas';
import type { Block } from '@/lib/schema/block';
import type { PageRegion } from '@/lib/schema/geometry';
import { pdfjs } from '../extract/load-pdfjs';

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
}

export const CROP_SCALE = 2;

type PdfPage = Awaited<ReturnType<Awaited<ReturnType<typeof getDocument>['promise']>['getPage']>>;

async function renderRegion(
  page: PdfPage,
  region: PageRegion,
  scale: number,
  margin: number,
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
  await page.render({
    canvas: canvas as unknown as HTMLCanvasElement, // pdfjs types the DOM canvas; @napi-rs/canvas implements the same 2D API
    canvasContext: ctx as unknown as CanvasRenderingContext2D,
    viewport,
  }).promise;
  return canvas;
}

function stack(parts: Canvas[]): Canvas {
  if (parts.length === 1) return parts[0]!;
  const gap = 12;
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

/** Renders `crops/<block_id>.png` under `outDir` for every block; returns the files written. */
export async function renderBlockCrops(
  pdfData: Uint8Array,
  blocks: Block[],
  outDir: string,
  options: CropOptions = {},
): Promise<string[]> {
  const scale = options.scale ?? CROP_SCALE;
  const margin = options.margin ?? 4;
  const cropsDir = path.join(outDir, 'crops');
  await mkdir(cropsDir, { recursive: true });
  const doc = await getDocument({ data: pdfData.slice(), isEvalSupported: false, verbosity: 0 })
    .promise;
  const written: string[] = [];
  try {
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
          parts.push(await renderRegion(page, region, scale, margin));
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
  } finally {
    await doc.destroy();
  }
  return written;
}
