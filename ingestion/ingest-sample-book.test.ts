import { readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { INDEX_FILES } from '@/lib/index/index-files';
import { readJsonlSync } from '@/lib/index/read-jsonl';
import { blockSchema, type Block } from '@/lib/schema/block';
import { chunkSchema, type Chunk } from '@/lib/schema/chunk';
import { monographSchema, type Monograph } from '@/lib/schema/monograph';
import { pageRecordSchema, type PageRecord } from '@/lib/schema/page';
import { ingestReportSchema, type IngestReport } from '@/lib/schema/report';
import { sampleTruthSchema, type SampleTruth } from '@/lib/schema/sample-truth';
import { textSimilarity } from './testing/text-similarity';

/**
 * Issue 3's acceptance, on the default sample book ingested by the real pipeline (global setup):
 * every number here is measured against truth.json, written from what drew the PDF.
 */
let truth: SampleTruth;
let pages: PageRecord[];
let monographs: Monograph[];
let blocks: Block[];
let chunks: Chunk[];
let report: IngestReport;

beforeAll(() => {
  const dir = inject('sampleIndexDir');
  truth = sampleTruthSchema.parse(JSON.parse(readFileSync(inject('sampleTruthPath'), 'utf8')));
  pages = readJsonlSync(path.join(dir, INDEX_FILES.pages), pageRecordSchema);
  monographs = readJsonlSync(path.join(dir, INDEX_FILES.monographs), monographSchema);
  blocks = readJsonlSync(path.join(dir, INDEX_FILES.blocks), blockSchema);
  chunks = readJsonlSync(path.join(dir, INDEX_FILES.chunks), chunkSchema);
  report = ingestReportSchema.parse(
    JSON.parse(readFileSync(path.join(dir, INDEX_FILES.report), 'utf8')),
  );
});

describe('ingest of the sample book against its truth', () => {
  it('reads every folio from the page itself: 100% of pages', () => {
    expect(pages.map((p) => p.printed_page)).toEqual(truth.pages.map((p) => p.printed_page));
  });

  it('finds exactly the monographs of the truth, with their title pages', () => {
    expect(monographs.map((m) => [m.drug_id, m.drug_name, m.title_physical_page])).toEqual(
      truth.monographs.map((m) => [m.drug_id, m.drug_name, m.title_physical_page]),
    );
    for (const m of truth.monographs) {
      expect(monographs.find((g) => g.drug_id === m.drug_id)?.atc_codes).toEqual(m.atc_codes);
    }
  });

  it('segments ≥ 99% of sections with the right key and text similarity ≥ 0.98', () => {
    let total = 0;
    let good = 0;
    const bad: string[] = [];
    for (const tm of truth.monographs) {
      const m = monographs.find((g) => g.drug_id === tm.drug_id);
      for (const ts of tm.sections) {
        total++;
        const s = m?.sections.find((g) => g.key === ts.key);
        const sim = s ? textSimilarity(s.text, ts.text) : 0;
        if (sim >= 0.98 && s?.heading_physical_page === ts.heading_physical_page) good++;
        else bad.push(`${tm.drug_id}/${ts.key}: similarity ${sim.toFixed(3)}`);
      }
    }
    console.log(`sections: ${good}/${total} right (${((100 * good) / total).toFixed(1)}%)`);
    expect(good / total, bad.slice(0, 10).join('\n')).toBeGreaterThanOrEqual(0.99);
  });

  it('finds 100% of blocks with the right section and page, ≥ 90% with the right shape', () => {
    let shapes = 0;
    for (const tb of truth.blocks) {
      const found = blocks.find(
        (b) =>
          b.drug_id === tb.drug_id &&
          b.section_key === tb.section_key &&
          b.physical_page === tb.regions[0]!.physical_page &&
          b.regions.length === tb.regions.length,
      );
      expect(
        found,
        `${tb.block_id} (${tb.shape}) on page ${tb.regions[0]!.physical_page}`,
      ).toBeDefined();
      if (found?.shape === tb.shape) shapes++;
    }
    expect(blocks).toHaveLength(truth.blocks.length);
    console.log(
      `blocks: ${blocks.length}/${truth.blocks.length} found, shapes ${shapes}/${truth.blocks.length}`,
    );
    expect(shapes / truth.blocks.length).toBeGreaterThanOrEqual(0.9);
  });

  it('leaves no table or formula cell value inside any prose chunk', () => {
    // A cell value that also stands in the book's prose may legitimately be quoted from there.
    const prose = truth.monographs.flatMap((m) => m.sections.map((s) => s.text)).join('\n');
    const leaks: string[] = [];
    for (const b of truth.blocks) {
      const values = [
        ...b.header_rows.flat(),
        ...b.rows.flat(),
        ...(b.formula ? [b.formula.numerator, b.formula.denominator] : []),
      ];
      for (const value of values) {
        if (value.trim().length < 2 || prose.includes(value)) continue;
        for (const c of chunks)
          if (c.chunk_kind === 'prose' && c.text.includes(value))
            leaks.push(`${b.block_id}: "${value}" in ${c.chunk_id}`);
      }
    }
    expect(leaks).toEqual([]);
  });

  it('passes every gate', () => {
    expect(report.passed).toBe(true);
    for (const [gate, count] of Object.entries(report.gates)) expect(count, gate).toBe(0);
    expect(Object.keys(report.gates).length).toBeGreaterThanOrEqual(15);
    expect(report.tokenizer).toBe('cl100k_base');
  });

  it('gives every block one descriptor chunk built from metadata only', () => {
    const descriptors = chunks.filter((c) => c.chunk_kind === 'block_descriptor');
    expect(descriptors).toHaveLength(blocks.length);
    for (const d of descriptors) {
      const tb = truth.blocks.find(
        (b) =>
          b.block_id === d.attachments[0]?.block_id ||
          (b.drug_id === d.drug_id && b.section_key === d.section_key),
      );
      // The printed page is metadata: a cell "2" is not leaked by "trang in 52".
      const text = d.text.replace(/trang in \d+/, 'trang in #');
      for (const row of tb?.rows ?? [])
        for (const cell of row) if (/\d/.test(cell)) expect(text).not.toContain(cell);
    }
  });

  it('keeps every superscript/subscript in its word through chunking (issue 14: mg/m²)', () => {
    const scripts = truth.traps.filter((t) => t.kind.startsWith('script_'));
    expect(scripts.length).toBeGreaterThan(0);
    for (const t of scripts) {
      const texts = chunks
        .filter((c) => c.drug_id === t.drug_id && c.section_key === t.section_key)
        .map((c) => c.source_text);
      expect(
        texts.some((x) => x.includes(t.detail)),
        `${t.drug_id}/${t.section_key} "${t.detail}"`,
      ).toBe(true);
    }
    for (const c of chunks) expect(c.source_text, c.chunk_id).not.toMatch(/mg\/m(?!²)\b/);
  });

  it('lifts a table continued in the next column or page as one block, its crop the pieces stacked', () => {
    const continued = blocks.filter((b) => b.shape === 'cross_page_continuation');
    const truthContinued = truth.blocks.filter((b) => b.shape === 'cross_page_continuation');
    expect(continued).toHaveLength(truthContinued.length);
    // Both conventions are in the sample: next page (header repeated), next column ("(tiếp theo)").
    const samePage = (b: { regions: { physical_page: number }[] }) =>
      b.regions[0]!.physical_page === b.regions[1]!.physical_page;
    expect(continued.some(samePage)).toBe(true);
    expect(continued.some((b) => !samePage(b))).toBe(true);
    for (const b of continued) {
      expect(b.regions, b.block_id).toHaveLength(2);
      const png = readFileSync(path.join(inject('sampleIndexDir'), 'crops', `${b.block_id}.png`));
      const height = png.readUInt32BE(20);
      const drawn = b.regions.reduce((h, r) => h + (r.bbox[3] - r.bbox[1]), 0);
      expect(height, b.block_id).toBeGreaterThanOrEqual(2 * drawn);
    }
    for (const c of chunks)
      if (c.chunk_kind === 'prose') expect(c.text, c.chunk_id).not.toMatch(/\(tiếp theo\)/);
  });
});
