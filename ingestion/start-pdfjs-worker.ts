import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { Worker, type TransferListItem } from 'node:worker_threads';
import { NATIVE_BUILTINS_SCRIPT } from './extract/keep-native-builtins';

/**
 * Starts a worker thread that uses pdfjs, on the module `url` (given as `./x.ts` beside the
 * caller). Run as JavaScript, the module is started directly. Run as TypeScript (tsx, vitest),
 * the thread boots from a small script that
 *   1. imports pdfjs and its worker module natively, before any loader hook exists, and hands
 *      the latter to pdfjs as `globalThis.pdfjsWorker` (its in-thread "fake worker"), with the
 *      native builtins pdfjs polyfills put back (keep-native-builtins.ts);
 *   2. registers tsx, then imports the TypeScript module, whose pdfjs import hits the cache.
 * Two measured costs make step 1 come first. Letting tsx load pdfjs rewrites and source-maps
 * its 1–2 MB bundles (~400 MB RSS and ~2.5 s a thread). And pdf.worker.mjs's
 * core-js reads `new Error().stack` while it loads: with tsx's source maps on, Node then parses
 * the bundle's 7.7 MB source map into 1.5 M arrays that stay for the life of the thread
 * (143 MB of heap after rendering the 23 crops of a 200-monograph sample, 3 MB without).
 * The extraction workers (extract-book.ts) and the crop worker start this way.
 */
export function startPdfjsWorker(
  url: URL,
  workerData: unknown,
  transferList: readonly TransferListItem[] = [],
): Worker {
  const options = { workerData, transferList: [...transferList] };
  if (!url.pathname.endsWith('.ts')) return new Worker(url, options);
  const require = createRequire(import.meta.url);
  const href = (specifier: string) =>
    JSON.stringify(pathToFileURL(require.resolve(specifier)).href);
  const boot = [
    NATIVE_BUILTINS_SCRIPT.capture,
    `import(${href('pdfjs-dist/legacy/build/pdf.worker.mjs')})`,
    `.then((w) => { globalThis.pdfjsWorker = w; return import(${href('pdfjs-dist/legacy/build/pdf.mjs')}); })`,
    `.then(() => ${NATIVE_BUILTINS_SCRIPT.restore})`,
    `.then(() => import(${href('tsx/esm/api')}))`,
    `.then((tsx) => { (tsx.register ?? tsx.default.register)(); return import(${JSON.stringify(url.href)}); })`,
  ].join('');
  return new Worker(boot, { ...options, eval: true });
}
