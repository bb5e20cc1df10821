import type { SampleTruth } from '@/lib/schema/sample-truth';
import { BODY_BOTTOM, BODY_TOP } from '../layout/page-geometry';
import {
  normalise,
  pageText,
  readingLines,
  type PdfPageText,
  type PdfTextItem,
} from './read-pdf-text';

/** Shared checks of a generated book against its truth.json, for the noto and dejavu suites. */

export function bodyText(page: PdfPageText): string {
  const body = {
    ...page,
    items: page.items.filter((i) => i.baseline >= BODY_TOP && i.top <= BODY_BOTTOM),
  };
  return pageText(body, BODY_TOP, BODY_BOTTOM);
}

export function headerLines(page: PdfPageText): string[] {
  return readingLines(
    { ...page, items: page.items.filter((i) => i.baseline < BODY_TOP) },
    BODY_TOP,
    BODY_BOTTOM,
  );
}

export function marginItems(page: PdfPageText): PdfTextItem[] {
  return page.items.filter((i) => i.baseline < BODY_TOP || i.top > BODY_BOTTOM);
}

export const isBold = (i: PdfTextItem): boolean => /bold/i.test(i.fontName);

/** Bold text starting at a bbox's top-left corner: pdfjs splits a justified line into several
 * items where word spacing is wide, so the bold items on that baseline are joined. */
export function boldRunsAt(page: PdfPageText, bbox: readonly number[]): string[] {
  const starts = page.items.filter(
    (i) =>
      isBold(i) && Math.abs(i.x - (bbox[0] ?? 0)) < 0.5 && Math.abs(i.top - (bbox[1] ?? 0)) < 1.5,
  );
  return starts.map((start) =>
    normalise(
      page.items
        .filter(
          (i) => isBold(i) && Math.abs(i.baseline - start.baseline) < 0.5 && i.x >= start.x - 0.01,
        )
        .sort((a, b) => a.x - b.x)
        .map((i) => i.str)
        .join(' '),
    ),
  );
}
export const isItalic = (i: PdfTextItem): boolean => /italic|oblique/i.test(i.fontName);

/** Problems with titles and section headings: text on the recorded page, and the drawn item at
 * the recorded bbox (x within 0.5 pt, top within 1.5 pt). */
export function checkHeadings(truth: SampleTruth, pages: PdfPageText[]): string[] {
  const problems: string[] = [];
  for (const m of truth.monographs) {
    const page = pages[m.title_physical_page];
    if (!page) {
      problems.push(`${m.drug_id}: title page ${m.title_physical_page} missing`);
      continue;
    }
    if (!bodyText(page).includes(normalise(m.drug_name)))
      problems.push(`${m.drug_id}: title not on page ${m.title_physical_page}`);
    const firstWord = m.drug_name.split(' ')[0] ?? '';
    if (!boldRunsAt(page, m.title_bbox).some((run) => run.startsWith(firstWord))) {
      problems.push(`${m.drug_id}: no bold title item at ${m.title_bbox.join(',')}`);
    }
    for (const s of m.sections) {
      const p = pages[s.heading_physical_page];
      if (!p) {
        problems.push(`${m.drug_id}/${s.key}: page ${s.heading_physical_page} missing`);
        continue;
      }
      const lines = readingLines(p, BODY_TOP, BODY_BOTTOM);
      const inline = ['ten_chung_quoc_te', 'ten_thuong_mai', 'ma_atc', 'loai_thuoc'].includes(
        s.key,
      );
      const found = inline
        ? lines.some((l) => l.startsWith(`${s.heading_text}:`))
        : lines.some((l) => l === s.heading_text);
      if (!found)
        problems.push(
          `${m.drug_id}/${s.key}: heading "${s.heading_text}" not a line on page ${s.heading_physical_page}`,
        );
      const wanted = inline ? `${s.heading_text}:` : s.heading_text;
      if (!boldRunsAt(p, s.heading_bbox).some((run) => run.startsWith(wanted))) {
        problems.push(
          `${m.drug_id}/${s.key}: no bold "${wanted}" at ${s.heading_bbox.join(',')} on page ${s.heading_physical_page}`,
        );
      }
    }
  }
  return problems;
}
