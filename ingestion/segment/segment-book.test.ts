import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { sampleTruthSchema, type SampleTruth } from '@/lib/schema/sample-truth';
import { extractBook } from '@/ingestion/extract/extract-book';
import type { ExtractedPage } from '@/ingestion/extract/extract-types';
import { bodyFontSize, regionTitleKey, RegionError } from './find-regions';
import { segmentBook } from './segment-book';

let pages: ExtractedPage[];
let truth: SampleTruth;

beforeAll(async () => {
  pages = (await extractBook(inject('samplePdfPath'), { workers: 0 })).pages;
  truth = sampleTruthSchema.parse(JSON.parse(readFileSync(inject('sampleTruthPath'), 'utf8')));
}, 120_000);

const ids = (book: ReturnType<typeof segmentBook>) => book.monographs.map((m) => m.drug_id);

describe('segmentBook: where the monographs are', () => {
  it('finds the region from the book’s own titles', () => {
    const book = segmentBook(pages);
    expect(book.regions.map((r) => r.key)).toEqual([
      'general_chapters',
      'monographs',
      'appendices',
    ]);
    expect(ids(book)).toEqual(truth.monographs.map((m) => m.drug_id));
  });

  it('still finds every monograph in a PDF without region titles', () => {
    const body = bodyFontSize(pages);
    const untitled = pages.map((p) => ({
      ...p,
      lines: p.lines.filter((l) => regionTitleKey(l, body) === null),
    }));
    const book = segmentBook(untitled);
    expect(book.regions).toEqual([]);
    expect(ids(book)).toEqual(truth.monographs.map((m) => m.drug_id));
  });

  it('takes --monograph-pages (printed folios) over the titles', () => {
    const first = truth.monographs[2]!;
    const last = truth.monographs[5]!;
    const folio = (physical: number) => truth.pages[physical]!.printed_page!;
    const book = segmentBook(pages, [
      folio(first.title_physical_page),
      folio(last.last_physical_page),
    ]);
    expect(ids(book)[0]).toBe(first.drug_id);
    expect(ids(book)).toContain(last.drug_id);
    expect(ids(book)).not.toContain(truth.monographs[0]!.drug_id);
  });

  it('refuses --monograph-pages naming a folio no page prints', () => {
    expect(() => segmentBook(pages, ['9000', '9001'])).toThrow(RegionError);
  });
});
