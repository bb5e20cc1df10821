import type { PDFDocumentProxy } from 'pdfjs-dist';

/**
 * The book the viewer has open, lent to the passage crops of a locked dose (issue 9 item 5).
 * A crop is drawn from this same pdf.js document rather than a second one or a server render:
 * the book's bytes are already fetched by Range for the viewer, the page the crop needs is
 * usually the page the viewer is about to show, and nothing is added to the server's memory
 * (pdf.js plus a canvas in next-server would cost the RSS bench:api measures, on every
 * worker). The viewer is mounted on every layout — hidden on a phone until opened — so the
 * document is always coming.
 */
let current: PDFDocumentProxy | null = null;
let waiting: ((doc: PDFDocumentProxy) => void)[] = [];

export function shareBookDocument(doc: PDFDocumentProxy): void {
  current = doc;
  const resolve = waiting;
  waiting = [];
  for (const r of resolve) r(doc);
}

/** The viewer's document once it has loaded; rejects after `timeoutMs` without one. */
export function whenBookDocument(timeoutMs: number): Promise<PDFDocumentProxy> {
  if (current) return Promise.resolve(current);
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      waiting = waiting.filter((r) => r !== done);
      reject(new Error(`components/viewer/share-book-document: no book after ${timeoutMs} ms`));
    }, timeoutMs);
    const done = (doc: PDFDocumentProxy) => {
      clearTimeout(timer);
      resolve(doc);
    };
    waiting.push(done);
  });
}
