import fs from 'node:fs';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { toUnicodeScript } from '../layout/raise-scripts';

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
 * The sample draws m², 10⁹, B₁₂ in prose as small digits off the baseline (raise-scripts.ts).
 * A small item touching a larger one, its middle inside the larger one's height, is put on that
 * item's baseline and read as the Unicode script it was drawn for, so text read here compares
 * with truth as written.
 */
function withScriptsInPlace(items: readonly PdfTextItem[]): PdfTextItem[] {
  const largest = Math.max(0, ...items.map((i) => i.size));
  return items.map((it) => {
    if (it.size >= 0.75 * largest) return it;
    const middle = (it.top + it.baseline) / 2;
    const base = items.find(
      (b) =>
        b !== it &&
        it.size < 0.75 * b.size &&
        middle >= b.top &&
        middle <= b.baseline + 0.25 * b.size &&
        Math.abs(it.baseline - b.baseline) > 0.1 * b.size &&
        Math.min(Math.abs(it.x - (b.x + b.width)), Math.abs(b.x - (it.x + it.width))) <
          0.6 * b.size,
    );
    if (!base) return it;
    const text = toUnicodeScript(it.str, it.baseline < base.baseline ? 'super' : 'sub');
    return text ? { ...it, str: text, baseline: base.baseline, size: base.size } : it;
  });
}

/**
 * Lines in reading order: the band above `bodyTop`, then the left column, the right column, then
 * the band below `bodyBottom`. Items on one baseline are joined with a space where there is a gap.
 */
export function readingLines(page: PdfPageText, bodyTop: number, bodyBottom: number): string[] {
  const mid = page.width / 2;
  const zones: PdfTextItem[][] = [[], [], [], []];
  for (const it of withScriptsInPlace(page.items)) {
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
