import { ExtractError } from './extract-error';

/**
 * The checks that need no PDF parser: a "%PDF-" header (the spec lets junk precede it, readers
 * look in the first 1024 bytes) and an end-of-file marker (its absence is the mark of a
 * truncated download). Kept free of pdfjs so the main thread can run them before any worker.
 */
export function checkPdfBytes(data: Uint8Array, file: string): void {
  const bytes = Buffer.from(data.buffer, data.byteOffset, data.byteLength);
  if (bytes.subarray(0, 1024).indexOf('%PDF-') < 0)
    throw new ExtractError('not_pdf', file, 'no "%PDF-" header: not a PDF');
  if (bytes.lastIndexOf('%%EOF') < 0)
    throw new ExtractError('corrupt', file, 'no "%%EOF" marker: the file looks truncated');
}
