import { parentPort } from 'node:worker_threads';
import { averageDocLength } from '@/lib/store/build-stored-points';
import { buildDocumentSparseVector } from '@/lib/text/build-document-sparse-vector';
import { packSparseVectors } from './pack-sparse-vectors';
import { claimBatch } from '../claim-batch';
import type { SparseMessage, SparseTask } from './sparse-worker-protocol';

/**
 * The sparse worker (build-sparse-in-worker.ts): the collection's average length, then batches
 * of document vectors taken off the cursor it shares with the ingest's main thread.
 */
const port = parentPort;
if (!port) throw new Error('sparse-worker.ts must run as a worker thread');
port.once('message', (task: SparseTask) => {
  const started = performance.now();
  const post = (message: SparseMessage, transfer: ArrayBuffer[] = []) =>
    port.postMessage(message, transfer);
  try {
    const { texts, batchSize } = task;
    const avgDocLength = averageDocLength(texts);
    post({ type: 'average', avgDocLength });
    const cursor = new Int32Array(task.cursor);
    let batches = 0;
    for (
      let first = claimBatch(cursor, batchSize, texts.length);
      first !== null;
      first = claimBatch(cursor, batchSize, texts.length)
    ) {
      const batch = texts
        .slice(first, first + batchSize)
        .map((text) => buildDocumentSparseVector(text, avgDocLength));
      const packed = packSparseVectors(batch);
      post({ type: 'batch', first, ...packed }, [
        packed.offsets.buffer as ArrayBuffer,
        packed.indices.buffer as ArrayBuffer,
        packed.values.buffer as ArrayBuffer,
      ]);
      batches++;
    }
    post({ type: 'done', ms: Math.round(performance.now() - started), batches });
  } catch (error) {
    post({ type: 'failure', message: error instanceof Error ? error.message : String(error) });
  }
});
