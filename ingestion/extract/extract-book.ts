import { readFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import type { Worker } from 'node:worker_threads';
import { startPdfjsWorker } from '../start-pdfjs-worker';
import { assertTextLayer, type TextLayerSummary } from './assert-text-layer';
import { findTextLayerRefusal, summariseTextHealth } from './assess-text-layer';
import { checkPdfBytes } from './check-pdf-bytes';
import { ExtractError } from './extract-error';
import { extractPages, groupPage, type GroupedPage } from './extract-pages';
import type { ExtractedBook } from './extract-types';
import type { WorkerMessage, WorkerTask } from './extract-worker-protocol';
import type { PageHealth } from './measure-text-health';

export interface ExtractBookOptions {
  /** Worker threads; default min(2, cores). 0 reads in this thread (slower; for debugging). */
  workers?: number;
  /** Called after each page is read: pages done, total pages. */
  onProgress?: (done: number, total: number) => void;
  /** Keep going past image-only (scanned) pages instead of failing on the first. */
  allowImageOnlyPages?: boolean;
  /**
   * Return an unreadable text layer's health instead of failing on it (`--check`). By default a
   * text layer no repair can make right is an ExtractError (unreadable_text) naming the defect,
   * the font and the pages: never index garbage in silence.
   */
  keepUnreadableText?: boolean;
  /**
   * Read every page glyph by glyph. Set by extractBook itself when the first reading finds words
   * run together: a page whose glued words happen to be short ("CÁCPHỤLỤC", a region title)
   * shows no sign of it on its own.
   */
  forceGlyphs?: boolean;
  /**
   * Called once every page is read and the text layer passed, before the book-level half of
   * extraction (one thread, the other core idle): the ingest boots its later workers there.
   */
  onPagesRead?: () => void;
}

type OnPage = (
  page: GroupedPage,
  summary: TextLayerSummary,
  total: number,
  health?: PageHealth,
) => void;

/**
 * Starts a worker on extract-worker.ts, booted by startPdfjsWorker (pdfjs imported natively
 * before tsx, native builtins put back). Measured: letting tsx load pdfjs itself cost ~400 MB
 * RSS and ~2.5 s per thread, 1.7 GB peak for a 136-page book with 2 workers.
 */
function startWorker(task: WorkerTask): Worker {
  const isTs = import.meta.url.endsWith('.ts');
  return startPdfjsWorker(new URL(`./extract-worker.${isTs ? 'ts' : 'js'}`, import.meta.url), task);
}

function runWorker(
  task: WorkerTask,
  onPage: OnPage,
): { done: Promise<void>; stop: () => Promise<number> } {
  const worker = startWorker(task);
  let total = 0;
  const done = new Promise<void>((resolve, reject) => {
    let finished = false;
    const where = `${task.file}: extract worker ${task.index + 1}/${task.count}`;
    worker.on('message', (message: WorkerMessage) => {
      switch (message.type) {
        case 'start':
          total = message.total;
          break;
        case 'page':
          onPage(
            message.page,
            {
              physical_page: message.page.physical_page,
              has_text: message.has_text,
              image_only: message.image_only,
            },
            total,
            message.health,
          );
          break;
        case 'done':
          finished = true;
          resolve();
          break;
        case 'extract_error':
          finished = true;
          reject(new ExtractError(message.code, task.file, message.detail, message.physical_page));
          break;
        case 'failure':
          finished = true;
          reject(new Error(`${where} failed: ${message.message}`));
          break;
      }
    });
    worker.on('error', (error) => {
      finished = true;
      reject(error);
    });
    worker.on('exit', (code) => {
      if (!finished) reject(new Error(`${where} exited early (code ${code})`));
    });
  });
  return { done, stop: () => worker.terminate() };
}

async function readInThread(
  data: Uint8Array,
  file: string,
  onPage: OnPage,
  forceGlyphs: boolean,
): Promise<void> {
  // Loaded here only: the threaded path must not pull pdfjs into the main thread.
  const { closePdf, openPdf, readPdfPage } = await import('./read-pdf-pages');
  const handle = await openPdf(data, file);
  try {
    for (let p = 0; p < handle.numPages; p++) {
      const raw = await readPdfPage(handle, p, { forceGlyphs });
      onPage(
        groupPage(raw),
        { physical_page: p, has_text: raw.spans.length > 0, image_only: raw.image_only },
        handle.numPages,
        raw.health,
      );
    }
  } finally {
    await closePdf(handle);
  }
}

/**
 * The whole PDF → pages in reading order with running headers/footers removed and each
 * page's printed folio. Pages are read by worker threads (each opens the PDF itself and takes
 * batches of pages off a shared cursor); the book-level steps (header recognition, columns, order)
 * run here once every page is in. Bad input throws ExtractError.
 */
export async function extractBook(
  file: string,
  options: ExtractBookOptions = {},
): Promise<ExtractedBook> {
  let data: Uint8Array;
  try {
    data = new Uint8Array(await readFile(file));
  } catch (error) {
    // `--check` reaches here without the ingest's own file test: one line, exit 2, no stack.
    const code = (error as NodeJS.ErrnoException).code;
    const detail = code === 'ENOENT' ? 'no such file' : `cannot read the file (${code ?? error})`;
    throw new ExtractError('unreadable_file', file, detail, null, { cause: error });
  }
  checkPdfBytes(data, file);

  const pages: GroupedPage[] = [];
  const summaries: TextLayerSummary[] = [];
  const healths: PageHealth[] = [];
  const onPage: OnPage = (page, summary, total, health) => {
    pages.push(page);
    summaries.push(summary);
    if (health) healths.push(health);
    options.onProgress?.(pages.length, total);
  };

  const count = options.workers ?? Math.min(2, availableParallelism());
  if (count <= 0) {
    await readInThread(data, file, onPage, options.forceGlyphs === true);
  } else {
    const cursor = new SharedArrayBuffer(Int32Array.BYTES_PER_ELEMENT);
    const runs = Array.from({ length: count }, (_, index) =>
      runWorker({ file, index, count, cursor, forceGlyphs: options.forceGlyphs }, onPage),
    );
    try {
      await Promise.all(runs.map((r) => r.done));
    } finally {
      await Promise.all(runs.map((r) => r.stop()));
    }
  }

  summaries.sort((a, b) => a.physical_page - b.physical_page);
  assertTextLayer(summaries, file, options);
  const textHealth = summariseTextHealth(healths);
  if (
    !options.forceGlyphs &&
    textHealth.ran_together_pages.length > 0 &&
    textHealth.repaired_pages.length < textHealth.pages
  )
    return extractBook(file, { ...options, forceGlyphs: true });
  const refusal = findTextLayerRefusal(textHealth);
  if (refusal && !options.keepUnreadableText)
    throw new ExtractError('unreadable_text', file, refusal);
  options.onPagesRead?.();
  return {
    ...extractPages(pages),
    image_only_pages: summaries.filter((s) => s.image_only).map((s) => s.physical_page),
    text_health: textHealth,
  };
}
