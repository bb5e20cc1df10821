import { parentPort, workerData } from 'node:worker_threads';
import type { CropMessage, CropOrder, CropTask } from './crop-worker-protocol';
import { drawBlockCrops, openCropDocument } from './render-block-crops';

/**
 * The crop worker: opens the book as soon as it boots, then renders every block's crop
 * (render-block-crops.ts) off the main thread once the order arrives.
 */
async function run(task: CropTask): Promise<void> {
  const port = parentPort;
  if (!port) throw new Error('crop-worker.ts must run as a worker thread');
  const post = (message: CropMessage) => port.postMessage(message);
  const order = new Promise<CropOrder>((resolve) =>
    port.once('message', (message: CropOrder) => resolve(message)),
  );
  try {
    const doc = await openCropDocument(task.pdf);
    try {
      const { blocks, outDir } = await order;
      // The crops' own time: from the order, not from the boot.
      const started = performance.now();
      const written = await drawBlockCrops(doc, blocks, outDir);
      post({ type: 'done', written: written.length, ms: Math.round(performance.now() - started) });
    } finally {
      await doc.destroy();
    }
  } catch (error) {
    post({ type: 'failure', message: error instanceof Error ? error.message : String(error) });
  }
}

void run(workerData as CropTask);
