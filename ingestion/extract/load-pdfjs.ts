// Import order matters: keep-native-builtins.ts must evaluate before pdfjs does.
import { nativeBuiltins } from './keep-native-builtins';
import * as pdfjs from 'pdfjs-dist/legacy/build/pdf.mjs';

/**
 * pdfjs-dist's legacy build (the one that runs on Node 20), with the native builtins it
 * replaces put back (keep-native-builtins.ts names the measured cost). Every ingestion module
 * imports pdfjs from here, never from pdfjs-dist directly.
 */
nativeBuiltins.restore();

export { pdfjs };
export type { PDFDocumentProxy, PDFPageProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';

type WorkerModule = typeof import('pdfjs-dist/legacy/build/pdf.worker.mjs');

/**
 * pdf.js's worker half, imported on first use, not with pdfjs: loaded through tsx it costs
 * ~300 MB of RSS (measured: 311 → 621 MB after importing this module), which the ingest's main
 * thread would then hold through every stage although its extraction runs in worker threads
 * (whose boot script has already imported it natively, extract-book.ts). The bundle carries
 * core-js polyfills of its own, so the native builtins are put back again once it is in.
 */
export async function loadPdfjsWorker(): Promise<WorkerModule['WorkerMessageHandler']> {
  const loaded = (globalThis as { pdfjsWorker?: Partial<WorkerModule> }).pdfjsWorker;
  if (loaded?.WorkerMessageHandler) return loaded.WorkerMessageHandler;
  const { WorkerMessageHandler } = await import('pdfjs-dist/legacy/build/pdf.worker.mjs');
  nativeBuiltins.restore();
  return WorkerMessageHandler;
}
