import fs from 'node:fs';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/**
 * A small text reader for the sample book's own tests: pdfjs text items with positions in the
 * truth frame (points, origin top-left). Deliberately not the product's extractor, so the book
 * and the extractor are checked against each other rather than against themselves.
 */
export interface PdfTextItem {
  str: string;
  /** Left edge and baseline, origin top-left. */
  x: number;
  baseline: number;
  width: number;
  size: number;
  /** Top of the glyph box (baseline - ascent), from the font's own ascent. */
  top: number;
  fontName: string;
}

export interface PdfPageText {
  width: number;
  height: number;
  items: PdfTextItem[];
}

interface RawItem {
  str: string;
  transform: number[];
  width: number;
  fontName: string;
}

export async function readPdfText(pdfPath: string): Promise<PdfPageText[]> {
  const data = new Uint8Array(fs.readFileSync(pdfPath));
  const doc = await getDocument({ data, verbosity: 0, isEvalSupported: false }).promise;
  const pages: PdfPageText[] = [];
  try {
    for (let i = 1; i <= doc.numPages; i++) {
      const page = await doc.getPage(i);
      const viewport = page.getViewport({ scale: 1 });
      const content = await page.getTextContent();
      await page.getOperatorList();
      const items: PdfTextItem[] = [];
      for (const raw of content.items as unknown[]) {
        const it = raw as Partial<RawItem>;
        if (typeof it.str !== 'string' || !it.transform || it.str.length === 0) continue;
        const size = Math.hypot(it.transform[0] ?? 0, it.transform[1] ?? 0);
        const baseline = viewport.height - (it.transform[5] ?? 0);
        const style = (content.styles as Record<string, { ascent?: number }>)[it.fontName ?? ''];
        const fontObj =
          it.fontName && page.commonObjs.has(it.fontName)
            ? (page.commonObjs.get(it.fontName) as { name?: string })
            : null;
        items.push({
          str: it.str,
          x: it.transform[4] ?? 0,
          baseline,
          width: it.width ?? 0,
          size,
          top: baseline - (style?.ascent ?? 0.8) * size,
          fontName: fontObj?.name ?? it.fontName ?? '',
        });
      }
      pages.push({ width: viewport.width, height: viewport.height, items });
      page.cleanup();
    }
  } finally {
    await doc.destroy();
  }
  return pages;
}

export function normalise(text: string): string {
  return text.normalize('NFC').replace(/\s+/g, ' ').trim();
}

/**
 * Lines in reading order: the band above `bodyTop`, then the left column, the right column, then
 * the band below `bodyBottom`. Items on one baseline are joined with a space where there is a gap.
 */
export function readingLines(page: PdfPageText, bodyTop: number, bodyBottom: number): string[] {
  const mid = page.width / 2;
  const zones: PdfTextItem[][] = [[], [], [], []];
  for (const it of page.items) {
    const zone = it.baseline < bodyTop ? 0 : it.top > bodyBottom ? 3 : it.x < mid ? 1 : 2;
    zones[zone]?.push(it);
  }
  const lines: string[] = [];
  for (const zone of zones) {
    const sorted = [...zone].sort((a, b) => a.baseline - b.baseline || a.x - b.x);
    let current: PdfTextItem[] = [];
    const flush = (): void => {
      if (current.length === 0) return;
      current.sort((a, b) => a.x - b.x);
      let text = '';
      let right = -Infinity;
      for (const it of current) {
        if (text && it.x - right > it.size * 0.15) text += ' ';
        text += it.str;
        right = it.x + it.width;
      }
      lines.push(normalise(text));
      current = [];
    };
    for (const it of sorted) {
      const first = current[0];
      if (first && Math.abs(it.baseline - first.baseline) > 1) flush();
      current.push(it);
    }
    flush();
  }
  return lines.filter((l) => l.length > 0);
}

export function pageText(page: PdfPageText, bodyTop: number, bodyBottom: number): string {
  return normalise(readingLines(page, bodyTop, bodyBottom).join(' '));
}
