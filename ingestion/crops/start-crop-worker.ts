import type { Block } from '@/lib/schema/block';
import { startPdfjsWorker } from '../start-pdfjs-worker';
import type { CropMessage, CropOrder, CropTask } from './crop-worker-protocol';

export interface CropRun {
  /** Orders the crops of `blocks` into `outDir/crops`; the worker starts at once. Once. */
  render(blocks: Block[], outDir: string): void;
  /**
   * Resolves with the worker's own drawing time once every crop is written; rejects naming the
   * block. Rejects also when the worker fails or exits before then, ordered or not.
   */
  done: Promise<{ written: number; ms: number }>;
  /** Stops the worker (a rejected run does not wait for its crops); resolves once it has exited. */
  stop: () => Promise<void>;
}

/**
 * The block crops in a worker thread, so the crops (pdf.js drawing on a canvas: 9.6 s of the
 * 680-monograph ingest on the main thread) run on the second core while the main thread chunks,
 * gates and loads; everything pdf.js and the canvases hold is freed with the thread. `pdf` is
 * transferred: the caller's copy is left empty.
 *
 * Started before the blocks are known: the worker boots (tsx, pdf.js) and opens the book while
 * the main thread does the book-level half of extraction and segmentation, with the other core
 * otherwise idle. Measured on the 680-monograph book: that boot was ~1 s of the crop worker's
 * profile, spent beside the chunking, gates and load when it started after segmentation.
 */
export function startCropWorker(pdf: Uint8Array): CropRun {
  const isTs = import.meta.url.endsWith('.ts');
  const url = new URL(`./crop-worker.${isTs ? 'ts' : 'js'}`, import.meta.url);
  // Only a view over its whole buffer can be transferred (a Buffer may share a pool).
  const own = pdf.byteOffset === 0 && pdf.byteLength === pdf.buffer.byteLength ? pdf : pdf.slice();
  const task: CropTask = { pdf: own };
  const worker = startPdfjsWorker(url, task, [own.buffer as ArrayBuffer]);
  const exit = new Promise<void>((resolve) => worker.once('exit', () => resolve()));
  let ordered = false;
  const done = new Promise<{ written: number; ms: number }>((resolve, reject) => {
    worker.once('message', (message: CropMessage) => {
      if (message.type === 'done') resolve({ written: message.written, ms: message.ms });
      else reject(new Error(message.message));
    });
    worker.once('error', reject);
    void exit.then(() => reject(new Error('crop worker exited before its crops were written')));
  }).finally(() => worker.terminate());
  // Awaited by the caller, or dropped by stop() on a rejected run: never an unhandled rejection.
  done.catch(() => undefined);
  return {
    render(blocks, outDir) {
      if (ordered) throw new Error('startCropWorker: render() is called once');
      ordered = true;
      const order: CropOrder = { type: 'render', blocks, outDir };
      worker.postMessage(order);
    },
    done,
    stop: async () => {
      await worker.terminate();
      await exit;
    },
  };
}
