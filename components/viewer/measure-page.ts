import type { PDFDocumentProxy, PDFPageProxy } from 'pdfjs-dist';
import type { PageSize } from '@/lib/geometry/page-size';

/** A page's size in PDF points as pdf.js shows it (rotation and UserUnit applied). */
export function pageSizeOf(page: PDFPageProxy): PageSize {
  const viewport = page.getViewport({ scale: 1 });
  return { width: viewport.width, height: viewport.height };
}

/** Loads one page (a few range requests, not the file) just to learn its size. */
export async function measurePage(pdf: PDFDocumentProxy, pageNumber: number): Promise<PageSize> {
  return pageSizeOf(await pdf.getPage(pageNumber));
}
