import { handOverPdfjsMessage } from './hand-over-pdfjs-message';
import { loadPdfjsWorker, pdfjs } from './load-pdfjs';

type Listener = (this: CopyingPort, event: { data: unknown }) => void;

/**
 * The port between pdf.js's two halves when both run in this thread: pdf.js's own LoopbackPort
 * with its structuredClone replaced by handOverPdfjsMessage (operator lists handed over, the
 * rest copied by clonePdfjsMessage: both files name their measurements). Delivery is unchanged —
 * every listener, in order, one microtask after the post — and each half's MessageHandler keeps
 * only the messages addressed to it.
 */
class CopyingPort {
  #listeners = new Map<Listener, (() => void) | null>();
  #deferred = Promise.resolve();

  postMessage(message: unknown, transfer?: unknown[] | null): void {
    const event = { data: handOverPdfjsMessage(message, transfer) };
    void this.#deferred.then(() => {
      for (const [listener] of this.#listeners) listener.call(this, event);
    });
  }

  addEventListener(
    _name: string,
    listener: Listener,
    options: { signal?: AbortSignal } | null = null,
  ): void {
    let stopListening: (() => void) | null = null;
    const signal = options?.signal;
    if (signal) {
      if (signal.aborted) return;
      const onAbort = () => this.removeEventListener(_name, listener);
      stopListening = () => signal.removeEventListener('abort', onAbort);
      signal.addEventListener('abort', onAbort);
    }
    this.#listeners.set(listener, stopListening);
  }

  removeEventListener(_name: string, listener: Listener): void {
    this.#listeners.get(listener)?.();
    this.#listeners.delete(listener);
  }

  terminate(): void {
    for (const [, stopListening] of this.#listeners) stopListening?.();
    this.#listeners.clear();
  }
}

/**
 * A pdf.js worker that runs in this thread over a CopyingPort, for `getDocument({ worker })`.
 * pdf.js does not destroy a worker it was given: the caller destroys it after the document.
 */
export async function createPdfjsWorker(
  verbosity: number,
): Promise<InstanceType<typeof pdfjs.PDFWorker>> {
  const WorkerMessageHandler = await loadPdfjsWorker();
  const port = new CopyingPort();
  // PDFWorker takes any object with postMessage/addEventListener as its port; its type says
  // Worker only because browsers pass one.
  const worker = pdfjs.PDFWorker.create({ port: port as unknown as Worker, verbosity });
  WorkerMessageHandler.initializeFromPort(port);
  return worker;
}
