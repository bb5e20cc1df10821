import fs from 'node:fs';
import { balancePageTree } from './balance-page-tree';

/**
 * Streams a book's document to `file`: the page tree balanced around `draw`, which draws every
 * page (and may touch the document's fonts after), then the document ended and the file flushed.
 * Shared by the sample book and the unseen eval's book; the caller renames the file into place.
 */
export async function streamBookPdf(
  doc: PDFKit.PDFDocument,
  file: string,
  draw: () => void,
): Promise<void> {
  const out = fs.createWriteStream(file);
  const finished = new Promise<void>((resolve, reject) => {
    out.on('finish', resolve);
    out.on('error', reject);
    doc.on('error', reject);
  });
  doc.pipe(out);
  const tree = balancePageTree(doc);
  draw();
  tree.finish();
  doc.end();
  await finished;
}
