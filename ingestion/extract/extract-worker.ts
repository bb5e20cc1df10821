import { readFile } from 'node:fs/promises';
import { parentPort, workerData } from 'node:worker_threads';
import { ExtractError } from './extract-error';
import { groupPage } from './extract-pages';
import { claimBatch } from '../claim-batch';
import { PAGE_BATCH, type WorkerMessage, type WorkerTask } from './extract-worker-protocol';
import { closePdf, openPdf, readPdfPage } from './read-pdf-pages';

/**
 * One extraction worker: opens the PDF itself (pdfjs documents cannot cross threads), takes
 * batches of pages off the shared cursor, groups lines and posts each page back as it is done.
 */
async function run(task: WorkerTask): Promise<void> {
  const port = parentPort;
  if (!port) throw new Error('extract-worker.ts must run as a worker thread');
  const post = (message: WorkerMessage) => port.postMessage(message);
  try {
    const data = new Uint8Array(await readFile(task.file));
    const handle = await openPdf(data, task.file);
    try {
      post({ type: 'start', total: handle.numPages });
      const cursor = new Int32Array(task.cursor);
      for (
        let first = claimBatch(cursor, PAGE_BATCH, handle.numPages);
        first !== null;
        first = claimBatch(cursor, PAGE_BATCH, handle.numPages)
      ) {
        const end = Math.min(first + PAGE_BATCH, handle.numPages);
        for (let p = first; p < end; p++) {
          const raw = await readPdfPage(handle, p, { forceGlyphs: task.forceGlyphs });
          post({
            type: 'page',
            page: groupPage(raw),
            has_text: raw.spans.length > 0,
            image_only: raw.image_only,
            health: raw.health,
          });
        }
      }
    } finally {
      await closePdf(handle);
    }
    post({ type: 'done' });
  } catch (error) {
    if (error instanceof ExtractError)
      post({
        type: 'extract_error',
        code: error.code,
        detail: error.detail,
        physical_page: error.physical_page,
      });
    else
      post({
        type: 'failure',
        message: error instanceof Error ? (error.stack ?? error.message) : String(error),
      });
  }
}

void run(workerData as WorkerTask);
