import type { Block } from '@/lib/schema/block';
import { startPdfjsWorker } from '../start-pdfjs-worker';
import type { CropMessage, CropTask } from './crop-worker-protocol';

export interface CropRun {
  /** Resolves with the worker's own wall time once every crop is written; rejects naming the block. */
  done: Promise<{ written: number; ms: number }>;
  /** Stops the worker (a rejected run does not wait for its crops); resolves once it has exited. */
  stop: () => Promise<void>;
}

/**
 * renderBlockCrops in a worker thread, so the crops (pdf.js drawing on a canvas: 9.6 s of the
 * 680-monograph ingest on the main thread) run on the second core while the main thread chunks,
 * gates and loads; everything pdf.js and the canvases hold is freed with the thread. `pdf` is
 * transferred: the caller's copy is left empty.
 */
export function renderCropsInWorker(pdf: Uint8Array, blocks: Block[], outDir: string): CropRun {
  const isTs = import.meta.url.endsWith('.ts');
  const url = new URL(`./crop-worker.${isTs ? 'ts' : 'js'}`, import.meta.url);
  // Only a view over its whole buffer can be transferred (a Buffer may share a pool).
  const own = pdf.byteOffset === 0 && pdf.byteLength === pdf.buffer.byteLength ? pdf : pdf.slice();
  const task: CropTask = { pdf: own, blocks, outDir };
  const worker = startPdfjsWorker(url, task, [own.buffer as ArrayBuffer]);
  const exit = new Promise<void>((resolve) => worker.once('exit', () => resolve()));
  const done = new Promise<{ written: number; ms: number }>((resolve, reject) => {
    worker.once('message', (message: CropMessage) => {
      if (message.type === 'done') resolve({ written: message.written, ms: message.ms });
      else reject(new Error(message.message));
    });
    worker.once('error', reject);
    void exit.then(() =>
      reject(new Error(`${outDir}: crop worker exited before its crops were written`)),
    );
  }).finally(() => worker.terminate());
  // Awaited by the caller, or dropped by stop() on a rejected run: never an unhandled rejection.
  done.catch(() => undefined);
  return {
    done,
    stop: async () => {
      await worker.terminate();
      await exit;
    },
  };
}
