import { parentPort, workerData } from 'node:worker_threads';
import type { CropMessage, CropTask } from './crop-worker-protocol';
import { renderBlockCrops } from './render-block-crops';

/** The crop worker: renders every block's crop (render-block-crops.ts) off the main thread. */
async function run(task: CropTask): Promise<void> {
  const port = parentPort;
  if (!port) throw new Error('crop-worker.ts must run as a worker thread');
  const post = (message: CropMessage) => port.postMessage(message);
  const started = performance.now();
  try {
    const written = await renderBlockCrops(task.pdf, task.blocks, task.outDir);
    post({ type: 'done', written: written.length, ms: Math.round(performance.now() - started) });
  } catch (error) {
    post({ type: 'failure', message: error instanceof Error ? error.message : String(error) });
  }
}

void run(workerData as CropTask);
