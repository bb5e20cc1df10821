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
