import PDFDocument from 'pdfkit';

/** Runs a pdfkit drawing callback and returns the PDF bytes. */
export async function makePdf(
  draw: (doc: PDFKit.PDFDocument) => void,
  options: PDFKit.PDFDocumentOptions = {},
): Promise<Uint8Array> {
  const doc = new PDFDocument({ autoFirstPage: false, ...options });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const ended = new Promise<void>((resolve) => doc.on('end', () => resolve()));
  draw(doc);
  doc.end();
  await ended;
  return new Uint8Array(Buffer.concat(chunks));
}
