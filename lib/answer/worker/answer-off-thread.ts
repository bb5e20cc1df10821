import 'server-only';
import { Worker } from 'node:worker_threads';
import type { AnswerResponse } from '@/lib/schema/answer';
import type { HistoryTurn } from '@/lib/schema/chat-message';
import { fromWorkerError, type WorkerReply, type WorkerRequest } from './worker-protocol';

/** Answers questions on a thread of their own, restarting it when it dies. */
export interface AnswerThread {
  answer(
    question: string,
    history: HistoryTurn[],
    surface?: WorkerRequest['surface'],
  ): Promise<AnswerResponse>;
}

/**
 * An AnswerThread over the workers `start` makes. The thread starts on the first question; a
 * thread that errors or exits fails the questions it held (each gets its route's error
 * response) and the next question starts a new one. Unref'd: it never keeps the process alive.
 */
export function createAnswerThread(start: () => Worker): AnswerThread {
  let worker: Worker | null = null;
  let nextId = 1;
  const pending = new Map<
    number,
    { resolve: (a: AnswerResponse) => void; reject: (e: Error) => void }
  >();

  const begin = (): Worker => {
    const w = start();
    w.on('message', (reply: WorkerReply) => {
      const waiting = pending.get(reply.id);
      if (!waiting) return;
      pending.delete(reply.id);
      if ('answer' in reply) waiting.resolve(reply.answer);
      else waiting.reject(fromWorkerError(reply.error));
    });
    const lost = (error: Error) => {
      if (worker !== w) return;
      worker = null;
      for (const waiting of pending.values()) waiting.reject(error);
      pending.clear();
    };
    w.on('error', lost);
    w.on('exit', (code) => lost(new Error(`answer thread exited with code ${code}`)));
    w.unref();
    return w;
  };

  return {
    answer(question, history, surface = 'answer') {
      worker ??= begin();
      const request: WorkerRequest = { id: nextId++, question, history, surface };
      const w = worker;
      return new Promise((resolve, reject) => {
        pending.set(request.id, { resolve, reject });
        w.postMessage(request);
      });
    },
  };
}

/**
 * The server's answer thread (issue 13, a lighter main thread). Next's request handling and
 * the answer's own work each took about half of a request's time on one thread, so at 10
 * clients every request queued behind the others' answers, and so did the viewer's page and
 * byte-range requests. On its own thread the answer uses the second core.
 *
 * /api/chat answers on it too (it streams the answer only once it is whole): in process, the
 * chat loaded a second copy of the store, the lexicon and the blocks into the main thread, +52
 * MB of a production server's RSS on the 680-monograph book (issue 39).
 *
 * The young generation is capped at 8 MB: measured on the 680-monograph index at 10 clients,
 * the server's RSS after 1,000 answers was 333–336 MB with V8's default and 308–310 MB with 8
 * MB, latency the same within the machine's noise (p95 147–216 ms both ways).
 *
 * `new Worker(new URL(…, import.meta.url))` is the form Next's bundler builds into a worker
 * chunk of its own; under Vitest the route answers in process instead (route.ts).
 */
export const serverAnswerThread: AnswerThread = createAnswerThread(
  () =>
    new Worker(new URL('./answer-worker.ts', import.meta.url), {
      resourceLimits: { maxYoungGenerationSizeMb: 8 },
    }),
);
