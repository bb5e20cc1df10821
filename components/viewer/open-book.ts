import { pdfjs } from 'react-pdf';
import { fetchBookRange, probeBook, type FetchLike } from './fetch-book-bytes';

/** What react-pdf's Document takes as `file`. */
export type BookFile =
  | { range: InstanceType<typeof pdfjs.PDFDataRangeTransport> }
  | { data: Uint8Array };

/**
 * Opens the book at `url` for pdf.js: a range transport that answers pdf.js's chunk requests
 * with our own Range fetches (see fetch-book-bytes.ts for why pdf.js cannot do it itself
 * behind Next), or the whole file when the server does not do ranges. `onError` hears a
 * chunk that could not be fetched: pdf.js would otherwise wait for it forever.
 */
export async function openBook(
  url: string,
  onError: (error: Error) => void,
  fetchFn: FetchLike = (input, init) => fetch(input, init),
): Promise<BookFile> {
  const probe = await probeBook(url, fetchFn);
  if (probe.kind === 'whole') return { data: probe.data };

  class BookRangeTransport extends pdfjs.PDFDataRangeTransport {
    override requestDataRange(begin: number, end: number): void {
      fetchBookRange(url, begin, end, probe.kind === 'range' ? probe.etag : null, fetchFn).then(
        (chunk) => this.onDataRange(begin, chunk),
        (error: unknown) => onError(error instanceof Error ? error : new Error(String(error))),
      );
    }
  }
  return { range: new BookRangeTransport(probe.length, probe.initialData) };
}
