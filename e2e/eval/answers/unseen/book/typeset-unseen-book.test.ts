/**
 * The --via-api book: two of the unseen monographs typeset by the sample book's layout, read back
 * with pdf.js (not the product's extractor). EPINEPHRIN (Adrenalin) is printed in capitals, its id
 * unchanged; ENTECAVIR's renal table is drawn as a table, header cells and all. Skipped where
 * ../shared/realdata is absent.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readPdfText } from '@/ingestion/sample/testing/read-pdf-text';
import { hasRealdata } from '@/lib/testing/realdata';
import { UNSEEN_SECTIONS } from '../unseen-set';
import { readUnseenMonographs } from './read-unseen-monographs';
import { typesetUnseenBook } from './typeset-unseen-book';

describe.skipIf(!hasRealdata('typeset-unseen-book', UNSEEN_SECTIONS))('typesetUnseenBook', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'unseen-book-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('prints each monograph under its title in capitals, its tables as drawn tables', async () => {
    const monographs = readUnseenMonographs(
      undefined,
      new Set(['entecavir', 'epinephrin_adrenalin']),
    )!;
    expect(monographs.map((m) => m.drugId)).toEqual(['entecavir', 'epinephrin_adrenalin']);
    const book = await typesetUnseenBook(monographs, path.join(dir, 'book.pdf'));
    expect(book.monographs).toBe(2);

    const pages = await readPdfText(book.pdfPath);
    expect(pages).toHaveLength(book.pages);
    const items = pages.flatMap((p) => p.items);
    const bold = (text: string) =>
      items.some((i) => i.str === text && /bold/i.test(i.fontName) && i.size > 10);
    expect(bold('ENTECAVIR')).toBe(true);
    expect(bold('EPINEPHRIN (ADRENALIN)')).toBe(true);
    // The renal table's header and body cells, each drawn on its own in a ruled cell; "≥" has a
    // glyph in the book's font (the sample's Noto has none).
    const cell = (text: string) => items.some((i) => i.str === text && i.size < 9);
    expect(cell('Clcr') && cell('(ml/phút)')).toBe(true);
    expect(cell('≥ 50') && cell('0,5 mg ngày 1 lần')).toBe(true);
  });
});
