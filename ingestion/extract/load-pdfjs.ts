// Import order matters: keep-native-builtins.ts must evaluate before pdfjs does.
import { nativeBuiltins } from './keep-native-builtins';
import * as pdfjs from 'pdfjs-dist/legacy/build/pdf.mjs';
import { WorkerMessageHandler } from 'pdfjs-dist/legacy/build/pdf.worker.mjs';

/**
 * pdfjs-dist's legacy build (the one that runs on Node 20) and its worker half, with the native
 * builtins both replace put back (keep-native-builtins.ts names the measured cost). The worker
 * bundle is imported here, before the builtins are put back, because it carries core-js
 * polyfills of its own: left to pdf.js, which imports it on the first getDocument, it replaced
 * Array.prototype.push again for the rest of the thread (measured: push was core-js's after the
 * first crop was drawn, through the whole load stage). Every ingestion module imports pdfjs
 * from here, never from pdfjs-dist directly.
 */
nativeBuiltins.restore();

export { pdfjs, WorkerMessageHandler };
export type { PDFDocumentProxy, PDFPageProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
