import fs from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { sampleTruthSchema, trapKindSchema, type SampleTruth } from '@/lib/schema/sample-truth';
import { ensureSampleBook } from './ensure-sample-book';
import { checkHeadings } from './testing/check-book';
import { readPdfText, type PdfPageText } from './testing/read-pdf-text';

/** The same book in DejaVu Serif: wider glyphs, so every line, page break and trap lands
 * elsewhere; the truth must still describe the PDF. Nothing may depend on Noto's names or widths. */
let truth: SampleTruth;
let pages: PdfPageText[] = [];

beforeAll(async () => {
  const book = await ensureSampleBook({ dir: '.cache/sample-dejavu', font: 'dejavu' });
  truth = sampleTruthSchema.parse(JSON.parse(fs.readFileSync(book.truthPath, 'utf8')));
  pages = await readPdfText(book.pdfPath);
});

describe('sample book with --font dejavu', () => {
  it('is a valid book drawn in DejaVu Serif only', () => {
    expect(truth.generator.font_family).toBe('dejavu');
    expect(pages.length).toBe(truth.pages.length);
    expect(pages.length).toBeGreaterThanOrEqual(40);
    expect(pages.length).toBeLessThanOrEqual(75);
    const fonts = new Set(
      pages.flatMap((p) => p.items.map((i) => i.fontName.replace(/^[A-Z]{6}\+/, ''))),
    );
    expect([...fonts].every((f) => f.startsWith('DejaVuSerif'))).toBe(true);
  });

  it('finds every title and heading on its recorded page, at its bbox', () => {
    expect(checkHeadings(truth, pages)).toEqual([]);
  });

  it('still has every trap kind at least twice', () => {
    for (const kind of trapKindSchema.options) {
      expect(truth.traps.filter((t) => t.kind === kind).length, kind).toBeGreaterThanOrEqual(2);
    }
  });
});
