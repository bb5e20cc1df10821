import fs from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import type { BBox } from '@/lib/schema/geometry';
import { sampleTruthSchema, type SampleTruth } from '@/lib/schema/sample-truth';
import { ensureSampleBook } from '@/ingestion/sample/ensure-sample-book';
import { extractBook } from './extract-book';
import type { ExtractedBook } from './extract-types';

/**
 * Extraction checked against the sample book's truth.json (written from the positions that
 * drew the PDF, never by reading it back), for the default book and its DejaVu variant.
 */

const BOOKS = [
  { name: 'default (Noto Serif)', dir: '.cache/sample-default', font: undefined },
  { name: 'DejaVu Serif', dir: '.cache/sample-dejavu', font: 'dejavu' as const },
];

function overlaps(a: BBox, b: BBox): boolean {
  return Math.min(a[2], b[2]) > Math.max(a[0], b[0]) && Math.min(a[3], b[3]) > Math.max(a[1], b[1]);
}

describe.each(BOOKS)('extractBook on the $name sample book', ({ dir, font }) => {
  let truth: SampleTruth;
  let book: ExtractedBook;

  beforeAll(async () => {
    const paths = await ensureSampleBook({ dir, ...(font ? { font } : {}) });
    truth = sampleTruthSchema.parse(JSON.parse(fs.readFileSync(paths.truthPath, 'utf8')));
    book = await extractBook(paths.pdfPath);
  });

  it('reads a folio map 100% equal to truth, from each page itself', () => {
    expect(book.pages.map((p) => p.printed_page)).toEqual(truth.pages.map((p) => p.printed_page));
  });

  it('removes the running header of every page, whole, and keeps no "DTQGVN" anywhere', () => {
    expect(book.boilerplate_strings).toEqual(['DTQGVN 2']);
    for (const t of truth.pages) {
      const page = book.pages[t.physical_page]!;
      for (const line of page.lines) expect(line.text).not.toContain('DTQGVN');
      if (!t.running_header) continue;
      const removed = page.removed_boilerplate.map((l) => l.text).join(' ');
      expect(removed).toContain('DTQGVN 2');
      expect(removed).toContain(t.running_header.folio);
      if (t.running_header.drug_name) expect(removed).toContain(t.running_header.drug_name);
      const headerBox = t.running_header.bbox;
      expect(page.lines.filter((l) => overlaps(l.bbox, headerBox))).toEqual([]);
    }
  });

  it('finds every truth heading as a line on its page, where it was drawn', () => {
    for (const m of truth.monographs) {
      for (const s of m.sections) {
        const page = book.pages[s.heading_physical_page]!;
        const line = page.lines.find(
          (l) => l.text.startsWith(s.heading_text) && overlaps(l.bbox, s.heading_bbox),
        );
        expect(line, `${m.drug_id} ${s.key} "${s.heading_text}"`).toBeDefined();
        // The heading run itself is bold, whatever follows it on an inline "Label: value." line.
        expect(line!.spans[0]!.bold, `${m.drug_id} ${s.key}`).toBe(true);
      }
      const titlePage = book.pages[m.title_physical_page]!;
      expect(
        titlePage.lines.some(
          (l) => l.text === m.drug_name && l.bold && overlaps(l.bbox, m.title_bbox),
        ),
      ).toBe(true);
    }
  });

  it('gives every prose paragraph back in reading order, across column and page breaks', () => {
    const text = book.pages.flatMap((p) => p.lines.map((l) => l.text)).join(' ');
    const blocked = new Set(truth.blocks.map((b) => `${b.drug_id}/${b.section_key}`));
    let checked = 0;
    for (const m of truth.monographs) {
      for (const s of m.sections) {
        // A paragraph that a lifted table/formula interrupts is not contiguous on the page.
        if (blocked.has(`${m.drug_id}/${s.key}`)) continue;
        for (const paragraph of s.text.split('\n')) {
          expect(text, `${m.drug_id} ${s.key}`).toContain(paragraph);
          checked++;
        }
      }
    }
    expect(checked).toBeGreaterThan(500);
    for (const trap of truth.traps) {
      if (trap.kind === 'sentence_across_column' || trap.kind === 'sentence_across_page')
        expect(text).toContain(trap.detail);
    }
  });

  it('keeps raised and lowered glyphs in their word, at line start, middle and end (issue 14)', () => {
    const scripts = truth.traps.filter((t) => t.kind.startsWith('script_'));
    for (const kind of ['script_at_line_start', 'script_mid_line', 'script_at_line_end'])
      expect(scripts.filter((t) => t.kind === kind).length, kind).toBeGreaterThanOrEqual(2);
    for (const t of scripts) {
      const lines = book.pages[t.physical_page]!.lines.map((l) => l.text);
      const where = `${t.kind} p${t.physical_page} "${t.detail}"`;
      if (t.kind === 'script_at_line_start')
        expect(
          lines.some((l) => l.startsWith(`${t.detail} `)),
          where,
        ).toBe(true);
      else if (t.kind === 'script_at_line_end')
        expect(
          lines.some((l) => l.endsWith(` ${t.detail}`) || l === t.detail),
          where,
        ).toBe(true);
      else
        expect(
          lines.some((l) => l.includes(` ${t.detail} `)),
          where,
        ).toBe(true);
    }
  });

  it('keeps the italic population label and the regular dose after it as separate runs', () => {
    const labels = truth.traps.filter((t) => t.kind === 'dosing_label');
    expect(labels.length).toBeGreaterThan(0);
    for (const trap of labels) {
      const label = trap.detail.slice(0, trap.detail.indexOf(':') + 1);
      const line = book.pages[trap.physical_page]!.lines.find((l) => l.text.startsWith(label));
      expect(line, trap.detail).toBeDefined();
      const first = line!.spans[0]!;
      expect(first.text.startsWith(label.split(' ')[0]!)).toBe(true);
      expect(line!.spans.some((s) => s.italic !== first.italic || s.bold !== first.bold)).toBe(
        true,
      );
    }
  });

  it('finds the two columns on every monograph page', () => {
    for (const t of truth.pages) {
      if (t.part !== 'monographs') continue;
      const page = book.pages[t.physical_page]!;
      expect(page.gutter, `page ${t.physical_page}`).not.toBeNull();
      expect(page.lines.filter((l) => l.column === 'left').length).toBeGreaterThan(0);
    }
  });
});
