import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { sampleTruthSchema, trapKindSchema, type SampleTruth } from '@/lib/schema/sample-truth';
import { countTokens } from '@/lib/text/count-tokens';
import { buildSampleBook } from './build-sample-book';
import { ensureSampleBook } from './ensure-sample-book';
import { RUNNING_HEADER_MARK } from './layout/assemble-book';
import { scriptOf } from './layout/raise-scripts';
import { BODY_BOTTOM, BODY_TOP, TYPE } from './layout/page-geometry';
import {
  bodyText,
  checkHeadings,
  headerLines,
  isBold,
  isItalic,
  marginItems,
} from './testing/check-book';
import { normalise, readingLines, readPdfText, type PdfPageText } from './testing/read-pdf-text';

let pdfPath = '';
let truth: SampleTruth;
let pages: PdfPageText[] = [];

beforeAll(async () => {
  const book = await ensureSampleBook({ dir: '.cache/sample-default' });
  pdfPath = book.pdfPath;
  truth = sampleTruthSchema.parse(JSON.parse(fs.readFileSync(book.truthPath, 'utf8')));
  pages = await readPdfText(pdfPath);
});

describe('default sample book: pages and folios', () => {
  it('validates against the truth schema and has 40-70 pages, as many as truth says', () => {
    expect(
      sampleTruthSchema.safeParse(
        JSON.parse(fs.readFileSync(path.join(path.dirname(pdfPath), 'truth.json'), 'utf8')),
      ).success,
    ).toBe(true);
    expect(pages.length).toBeGreaterThanOrEqual(40);
    expect(pages.length).toBeLessThanOrEqual(70);
    expect(truth.pages).toHaveLength(pages.length);
    expect(truth.not_for_clinical_use).toBe(true);
    expect(bodyText(pages[0]!)).toContain('không dùng cho lâm sàng');
  });

  it('prints every recorded folio on its page and no folio where truth says none', () => {
    const folioLike = /^(\d+|[ivxlcdm]+)$/;
    for (const t of truth.pages) {
      const margin = marginItems(pages[t.physical_page]!).map((i) => normalise(i.str));
      const folios = margin.filter((s) => folioLike.test(s));
      if (t.printed_page === null) expect(folios, `page ${t.physical_page}`).toEqual([]);
      else expect(folios, `page ${t.physical_page}`).toEqual([t.printed_page]);
    }
  });

  it('does not keep printed = physical + constant across the book (an unnumbered page inside it)', () => {
    const offsets = new Set(
      truth.pages
        .filter((p) => p.printed_page && /^\d+$/.test(p.printed_page))
        .map((p) => Number(p.printed_page) - p.physical_page),
    );
    expect(offsets.size).toBeGreaterThan(1);
    const firstGeneral = truth.pages.find((p) => p.part === 'general_chapters');
    expect(Number(firstGeneral?.printed_page)).toBeGreaterThan(
      (firstGeneral?.physical_page ?? 0) + 20,
    );
  });

  it('draws the running header as recorded: side order, name, DTQGVN 2', () => {
    for (const t of truth.pages) {
      const lines = headerLines(pages[t.physical_page]!);
      if (!t.running_header) {
        expect(lines.join(' '), `page ${t.physical_page}`).not.toContain(RUNNING_HEADER_MARK);
        continue;
      }
      const h = t.running_header;
      const name =
        h.drug_name ?? lines[0]?.replace(RUNNING_HEADER_MARK, '').replace(h.folio, '').trim() ?? '';
      const expected =
        h.side === 'left'
          ? `${h.folio} ${name} ${RUNNING_HEADER_MARK}`
          : `${RUNNING_HEADER_MARK} ${name} ${h.folio}`;
      expect(lines, `page ${t.physical_page}`).toEqual([expected]);
      expect(Number(h.folio) % 2 === 0 ? 'left' : 'right').toBe(h.side);
    }
  });
});

describe('default sample book: titles, headings, text', () => {
  it('finds every monograph title and every section heading on its recorded page, at its bbox', () => {
    expect(truth.monographs.length).toBeGreaterThanOrEqual(20);
    expect(truth.monographs.length).toBeLessThanOrEqual(30);
    expect(checkHeadings(truth, pages)).toEqual([]);
    for (const m of truth.monographs) {
      expect(m.sections.length).toBeGreaterThanOrEqual(11);
      expect(m.sections.length).toBeLessThanOrEqual(19);
    }
  });

  it('extracts only NFC text, and truth is NFC', () => {
    for (const p of pages) for (const i of p.items) expect(i.str).toBe(i.str.normalize('NFC'));
    const raw = fs.readFileSync(path.join(path.dirname(pdfPath), 'truth.json'), 'utf8');
    expect(raw).toBe(raw.normalize('NFC'));
  });

  it('finds the start of every section text on the page of its heading or the next one', () => {
    for (const m of truth.monographs) {
      for (const s of m.sections) {
        const head = normalise(s.text.split('\n')[0] ?? '')
          .split(' ')
          .slice(0, 4)
          .join(' ');
        const here =
          bodyText(pages[s.heading_physical_page]!) +
          ' ' +
          bodyText(pages[s.heading_physical_page + 1] ?? pages[0]!);
        expect(here, `${m.drug_id}/${s.key}`).toContain(head);
      }
    }
  });

  it('prints every paragraph of every section verbatim, in reading order across its pages', () => {
    const missing: string[] = [];
    for (const m of truth.monographs) {
      let stream = '';
      for (let p = m.title_physical_page; p <= m.last_physical_page; p++)
        stream += ` ${bodyText(pages[p]!)}`;
      let from = 0;
      for (const s of m.sections) {
        for (const paragraph of s.text.split('\n')) {
          const at = stream.indexOf(normalise(paragraph), from);
          if (at < 0) missing.push(`${m.drug_id}/${s.key}: ${paragraph.slice(0, 60)}`);
          else from = at;
        }
      }
    }
    expect(missing).toEqual([]);
  });

  it('has interaction lists over 1,000 cl100k tokens', () => {
    const longLists = truth.traps.filter((t) => t.kind === 'long_interaction_list');
    expect(longLists.length).toBeGreaterThanOrEqual(2);
    for (const t of longLists) {
      const section = truth.monographs
        .find((m) => m.drug_id === t.drug_id)
        ?.sections.find((s) => s.key === 'tuong_tac_thuoc');
      expect(section, t.drug_id ?? '').toBeDefined();
      const text = section?.text ?? '';
      expect(text.includes('\n')).toBe(false);
      expect(text.split(', ').length).toBeGreaterThan(150);
      expect(countTokens(text)).toBeGreaterThan(1000);
    }
  });

  it('keeps lifted blocks out of section text but keeps the prose around them', () => {
    for (const b of truth.blocks) {
      const section = truth.monographs
        .find((m) => m.drug_id === b.drug_id)
        ?.sections.find((s) => s.key === b.section_key);
      expect(section?.text, b.block_id).toContain(b.preceding_text);
      if (b.formula) expect(section?.text).not.toContain(b.formula.denominator);
      for (const row of b.rows) expect(section?.text).not.toContain(row.join(' '));
    }
  });
});

describe('default sample book: traps', () => {
  it('has every trap kind at least twice', () => {
    for (const kind of trapKindSchema.options) {
      expect(truth.traps.filter((t) => t.kind === kind).length, kind).toBeGreaterThanOrEqual(2);
    }
  });

  it('shows every trap in the PDF text of its page', () => {
    const text = (i: number): string => bodyText(pages[i]!);
    const lines = (i: number): string[] => readingLines(pages[i]!, BODY_TOP, BODY_BOTTOM);
    for (const t of truth.traps) {
      const where = `${t.kind} p${t.physical_page} ${t.detail.slice(0, 50)}`;
      const page = pages[t.physical_page]!;
      const detail = normalise(t.detail);
      switch (t.kind) {
        case 'sentence_across_column':
          expect(text(t.physical_page), where).toContain(detail);
          break;
        case 'sentence_across_page': {
          // Split by the page: joining the pages makes one more whole copy than the page has
          // (a short sentence may also stand whole elsewhere on the page).
          const count = (hay: string) => hay.split(detail).length - 1;
          expect(
            count(`${text(t.physical_page)} ${text(t.physical_page + 1)}`),
            where,
          ).toBeGreaterThan(count(text(t.physical_page)) + count(text(t.physical_page + 1)));
          break;
        }
        case 'heading_at_column_end': {
          const item = page.items.find((i) => isBold(i) && normalise(i.str) === detail);
          expect(item, where).toBeDefined();
          const left = (item?.x ?? 0) < page.width / 2;
          const below = page.items.filter(
            (i) =>
              i.x < page.width / 2 === left &&
              i.baseline > (item?.baseline ?? 0) + 1 &&
              i.top <= BODY_BOTTOM,
          );
          expect(below, where).toEqual([]);
          break;
        }
        case 'dosing_label': {
          expect(text(t.physical_page), where).toContain(detail);
          const label = detail.slice(0, detail.indexOf(':') + 1);
          expect(
            page.items.some((i) => isItalic(i) && normalise(i.str).startsWith(label)),
            where,
          ).toBe(true);
          break;
        }
        case 'pharmacokinetics_heading':
        case 'heading_variant':
        case 'unknown_heading':
          expect(lines(t.physical_page), where).toContain(detail);
          expect(
            page.items.some((i) => isBold(i) && normalise(i.str) === detail),
            where,
          ).toBe(true);
          break;
        case 'simple_table':
        case 'merged_header_table':
          for (const cell of detail.split(' | '))
            expect(text(t.physical_page), where).toContain(cell.split(' ')[0]);
          break;
        case 'cross_page_table':
          for (const cell of detail.split(' | ')) {
            expect(text(t.physical_page), where).toContain(cell);
            expect(text(t.physical_page + 1), where).toContain(cell);
          }
          break;
        case 'formula_2d': {
          const block = truth.blocks.find(
            (b) =>
              b.kind === 'formula' &&
              b.regions[0]?.physical_page === t.physical_page &&
              b.drug_id === t.drug_id,
          );
          const f = block?.formula;
          expect(f, where).toBeTruthy();
          const item = (s: string) => page.items.find((i) => normalise(i.str) === s);
          const lhs = item(f!.lhs);
          const num = item(f!.numerator);
          const den = item(f!.denominator);
          expect(lhs && num && den, where).toBeTruthy();
          expect(num!.baseline).toBeLessThan(lhs!.baseline);
          expect(lhs!.baseline).toBeLessThan(den!.baseline);
          break;
        }
        case 'table_without_xem_bang':
          expect(detail).not.toMatch(/xem bảng/i);
          expect(text(t.physical_page), where).toContain(detail.slice(-40).trim());
          break;
        case 'header_names_other_drug': {
          expect(headerLines(page).join(' '), where).toContain(detail);
          const top = truth.monographs.find((m) => m.drug_id === t.drug_id);
          expect(top?.drug_name.toLowerCase(), where).not.toBe(detail.toLowerCase());
          break;
        }
        case 'monograph_starts_mid_column': {
          const m = truth.monographs.find((x) => x.drug_id === t.drug_id);
          expect(text(t.physical_page), where).toContain(detail);
          expect((m?.title_bbox[1] ?? 0) - BODY_TOP, where).toBeGreaterThan(20);
          break;
        }
        case 'script_at_line_start':
        case 'script_mid_line':
        case 'script_at_line_end': {
          // Drawn as word processors draw it: the base text, then the plain digits small and
          // shifted off the baseline (issue 14), never the Unicode glyph.
          expect(text(t.physical_page), where).toContain(detail);
          const plain = [...detail].map((c) => scriptOf(c)?.plain ?? '').join('');
          const small = page.items.filter((i) => i.str === plain && i.size < 0.7 * TYPE.body);
          expect(small.length, where).toBeGreaterThan(0);
          break;
        }
        default:
          expect(text(t.physical_page), where).toContain(detail);
      }
    }
  });

  it('draws each block inside its recorded regions', () => {
    for (const b of truth.blocks) {
      for (const region of b.regions) {
        const [x0, y0, x1, y1] = region.bbox;
        const inside = pages[region.physical_page]!.items.filter(
          (i) =>
            i.x >= x0 - 0.5 &&
            i.x + i.width <= x1 + 0.5 &&
            i.top >= y0 - 1 &&
            i.baseline <= y1 + 0.5,
        );
        const inText = normalise(inside.map((i) => i.str).join(' '));
        const continuedInColumn =
          region !== b.regions[0] && region.physical_page === b.regions[0]!.physical_page;
        if (b.kind === 'table' && continuedInColumn) {
          // Continued under "(tiếp theo)" without its header: its body rows are here.
          expect(inText, b.block_id).toContain(b.rows.at(-1)![0]!.split(' ')[0]);
        } else if (b.kind === 'table') {
          for (const cell of b.header_row) expect(inText, b.block_id).toContain(cell.split(' ')[0]);
        } else {
          expect(inText, b.block_id).toContain(b.formula?.lhs);
        }
      }
      if (b.shape === 'cross_page_continuation') {
        // Continued on the next page, or in the next column of the same page.
        expect(b.regions).toHaveLength(2);
        const [first, second] = [b.regions[0]!, b.regions[1]!];
        if (second.physical_page === first.physical_page)
          expect(second.bbox[0]).toBeGreaterThan(first.bbox[2]);
        else expect(second.physical_page).toBe(first.physical_page + 1);
      }
      if (b.shape === 'multi_level_or_merged_header') {
        expect(b.header_rows).toHaveLength(2);
        expect(b.header_rows[0]![1]).toBe(b.header_rows[0]![2]);
      }
    }
  });
});

describe('default sample book: build', () => {
  it('is byte-identical when built again with the same options', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sample-again-'));
    try {
      const again = await buildSampleBook({ outDir: dir });
      expect(fs.readFileSync(again.pdfPath).equals(fs.readFileSync(pdfPath))).toBe(true);
      expect(
        fs
          .readFileSync(again.truthPath)
          .equals(fs.readFileSync(path.join(path.dirname(pdfPath), 'truth.json'))),
      ).toBe(true);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('reuses an up-to-date book instead of rebuilding it', async () => {
    const before = fs.statSync(pdfPath).mtimeMs;
    const again = await ensureSampleBook({ dir: '.cache/sample-default' });
    expect(again.pdfPath).toBe(pdfPath);
    expect(fs.statSync(pdfPath).mtimeMs).toBe(before);
  });
});
