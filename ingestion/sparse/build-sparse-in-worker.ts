import { buildDocumentSparseVector } from '@/lib/text/build-document-sparse-vector';
import type { SparseVector } from '@/lib/text/build-sparse-vector';
import { startTsWorker } from '../start-ts-worker';
import { unpackSparseVectors } from './pack-sparse-vectors';
import { claimBatch } from '../claim-batch';
import type { SparseMessage, SparseTask } from './sparse-worker-protocol';

/** Texts a batch: small enough that the two threads finish close together. */
const BATCH_SIZE = 128;

export interface SparseShare {
  vectors: SparseVector[];
  /** The worker's own time, from the texts' arrival to its last batch. */
  workerMs: number;
  /** Batches the worker built, of all. */
  workerBatches: number;
  batches: number;
}

export interface SparseRun {
  /** Hands the worker the index texts (sparseIndexText, chunk order); it starts at once. Once. */
  start(texts: readonly string[]): void;
  /**
   * Builds with the worker what it has not built yet, taking batches off the same cursor, and
   * returns every vector in chunk order: buildSparseVectors(texts), float for float.
   */
  finish(): Promise<SparseShare>;
  /** Stops the worker (a rejected run, or an error); resolves once it has exited. */
  stop(): Promise<void>;
}

/**
 * The load stage's sparse vectors (buildSparseVectors: 4.6 s of the 680-monograph ingest's main
 * thread in a CPU profile), begun on another thread as soon as the chunks exist, so they are
 * built while the main thread runs the gates; the main thread then joins in on what is left.
 * Both take batches off one shared cursor, so neither waits for the other's share. The worker is
 * started early (startSparseWorker) so that its boot is off the critical path.
 */
export function startSparseWorker(): SparseRun {
  const isTs = import.meta.url.endsWith('.ts');
  const worker = startTsWorker(new URL(`./sparse-worker.${isTs ? 'ts' : 'js'}`, import.meta.url));
  const exit = new Promise<void>((resolve) => worker.once('exit', () => resolve()));
  const batches: { first: number; vectors: SparseVector[] }[] = [];
  const average = settleable<number>();
  const done = settleable<{ ms: number; batches: number }>();
  // A failure before the average arrives rejects both: finish() waits on the average first.
  const fail = (error: unknown) => {
    average.reject(error);
    done.reject(error);
  };
  worker.on('message', (message: SparseMessage) => {
    switch (message.type) {
      case 'average':
        average.resolve(message.avgDocLength);
        break;
      case 'batch':
        batches.push({ first: message.first, vectors: unpackSparseVectors(message) });
        break;
      case 'done':
        done.resolve({ ms: message.ms, batches: message.batches });
        break;
      case 'failure':
        fail(new Error(`sparse worker: ${message.message}`));
        break;
    }
  });
  worker.once('error', fail);
  void exit.then(() => fail(new Error('sparse worker exited before its vectors were sent')));
  // Awaited by finish(), or dropped by stop(): never an unhandled rejection.
  average.promise.catch(() => undefined);
  done.promise.catch(() => undefined);

  let texts: readonly string[] | null = null;
  let cursor: Int32Array | null = null;
  return {
    start(all) {
      if (texts) throw new Error('startSparseWorker: start() is called once');
      texts = all;
      const shared = new SharedArrayBuffer(Int32Array.BYTES_PER_ELEMENT);
      cursor = new Int32Array(shared);
      const task: SparseTask = {
        type: 'build',
        texts: all,
        cursor: shared,
        batchSize: BATCH_SIZE,
      };
      worker.postMessage(task);
    },
    async finish() {
      if (!texts || !cursor) throw new Error('startSparseWorker: finish() before start()');
      try {
        // The worker's figure, not one of this thread's: both must weigh with the same float.
        const avgDocLength = await average.promise;
        const vectors = new Array<SparseVector>(texts.length);
        let own = 0;
        for (
          let first = claimBatch(cursor, BATCH_SIZE, texts.length);
          first !== null;
          first = claimBatch(cursor, BATCH_SIZE, texts.length)
        ) {
          const last = Math.min(texts.length, first + BATCH_SIZE);
          for (let i = first; i < last; i++)
            vectors[i] = buildDocumentSparseVector(texts[i]!, avgDocLength);
          own++;
        }
        const { ms, batches: workerBatches } = await done.promise;
        for (const batch of batches)
          batch.vectors.forEach((vector, k) => (vectors[batch.first + k] = vector));
        const missing = vectors.findIndex((v) => v === undefined);
        if (missing >= 0 || vectors.length !== texts.length)
          throw new Error(`sparse vectors: text ${missing} was built by neither thread`);
        return { vectors, workerMs: ms, workerBatches, batches: own + workerBatches };
      } finally {
        await worker.terminate();
      }
    },
    async stop() {
      await worker.terminate();
      await exit;
    },
  };
}

/** A promise with its resolve and reject (Promise.withResolvers is Node 22). */
function settleable<T>(): {
  promise: Promise<T>;
  resolve: (value: T) => void;
  reject: (error: unknown) => void;
} {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((ok, fail) => {
    resolve = ok;
    reject = fail;
  });
  return { promise, resolve, reject };
}
