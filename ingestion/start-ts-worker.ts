import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';

/**
 * Starts a worker thread on the module `url` (given as `./x.ts` beside the caller) that does not
 * use pdfjs: run as JavaScript the module is started directly; run as TypeScript (tsx, vitest)
 * the thread first registers tsx, then imports it. A worker that uses pdfjs starts with
 * startPdfjsWorker instead, which loads pdfjs natively before tsx (see there why).
 */
export function startTsWorker(url: URL, workerData?: unknown): Worker {
  if (!url.pathname.endsWith('.ts')) return new Worker(url, { workerData });
  const require = createRequire(import.meta.url);
  const tsx = JSON.stringify(pathToFileURL(require.resolve('tsx/esm/api')).href);
  const boot =
    `import(${tsx})` +
    `.then((tsx) => { (tsx.register ?? tsx.default.register)(); return import(${JSON.stringify(url.href)}); })`;
  return new Worker(boot, { workerData, eval: true });
}
