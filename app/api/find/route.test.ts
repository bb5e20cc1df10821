import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { readPdfText } from '@/ingestion/sample/testing/read-pdf-text';
import { INDEX_FILES } from '@/lib/index/index-files';
import { findResultSchema, type FindResult } from '@/lib/schema/find';
import { sampleTruthSchema } from '@/lib/schema/sample-truth';

async function find(q: string, indexDir = inject('sampleIndexDir')): Promise<Response> {
  vi.stubEnv('INDEX_DIR', indexDir);
  vi.resetModules();
  const { GET } = await import('./route');
  return GET(new Request(`http://test/api/find?q=${encodeURIComponent(q)}`));
}

async function findOk(q: string): Promise<FindResult> {
  const res = await find(q);
  expect(res.status).toBe(200);
  return findResultSchema.parse(await res.json());
}

afterEach(() => {
  vi.unstubAllEnvs();
});

/**
 * "amoxicilin" as running text prints it (lower or capitalised), per page, read by pdf.js
 * directly; the running header (drawn where the truth says, "Amoxicilin" in dictionary style)
 * is left out, as find leaves it out.
 */
let proseCounts: Map<number, number>;
/** The folio of the page where the AMOXICILIN monograph's title is printed. */
let titleFolio: string | null;
beforeAll(async () => {
  const truth = sampleTruthSchema.parse(
    JSON.parse(readFileSync(inject('sampleTruthPath'), 'utf8')),
  );
  const title = truth.monographs.find((m) => m.drug_name === 'AMOXICILIN')!.title_physical_page;
  titleFolio = truth.pages[title]!.printed_page;
  const pages = await readPdfText(inject('samplePdfPath'));
  proseCounts = new Map();
  pages.forEach((page, physical) => {
    const header = truth.pages[physical]?.running_header?.bbox;
    const text = page.items
      .filter((i) => !header || i.baseline < header[1] || i.top > header[3])
      .map((i) => i.str)
      .join(' ');
    const n = text.match(/\b[Aa]moxicilin\b/gu)?.length ?? 0;
    if (n > 0) proseCounts.set(physical, n);
  });
});

describe('GET /api/find', () => {
  it('finds every occurrence of a drug name, page by page, with the printed folio', async () => {
    const result = await findOk('amoxicilin');
    expect(result.truncated).toBe(false);
    expect(result.total).toBe(result.hits.length);
    const prose = new Map<number, number>();
    for (const hit of result.hits) {
      if (hit.match === 'AMOXICILIN') continue;
      prose.set(hit.physical_page, (prose.get(hit.physical_page) ?? 0) + 1);
    }
    // Against an independent read of the PDF's text (running headers print names in capitals).
    expect(prose).toEqual(proseCounts);
    // The title and the table of contents (front matter, roman folio) are found too.
    const capitals = result.hits.filter((h) => h.match === 'AMOXICILIN');
    expect(capitals.map((h) => h.printed_page)).toEqual(['iv', titleFolio]);
    for (const hit of result.hits) {
      expect(hit.regions.every((r) => r.physical_page === hit.physical_page)).toBe(true);
    }
  });

  it('folds diacritics but honours the ones typed', async () => {
    const folded = await findOk('lieu luong va cach dung');
    const exact = await findOk('Liều lượng và cách dùng');
    expect(folded.total).toBeGreaterThan(20);
    expect(exact.total).toBe(folded.total);
    const than = await findOk('than');
    const thận = await findOk('thận');
    expect(thận.total).toBeGreaterThan(0);
    expect(thận.total).toBeLessThan(than.total);
  });

  it('bounds the hits of a common word and says how many there were', async () => {
    const result = await findOk('và');
    expect(result.hits.length).toBeLessThanOrEqual(200);
    expect(result.total).toBeGreaterThan(result.hits.length);
    expect(result.truncated).toBe(true);
  });

  it('refuses a query too short, in Vietnamese', async () => {
    const res = await find('a');
    expect(res.status).toBe(400);
    expect(await res.text()).toMatch(/ký tự/);
  });

  it('says find is unavailable on an index ingested before page-lines.jsonl', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'find-route-'));
    try {
      cpSync(inject('sampleIndexDir'), dir, { recursive: true, dereference: true });
      rmSync(path.join(dir, INDEX_FILES.pageLines));
      const res = await find('amoxicilin', dir);
      expect(res.status).toBe(503);
      const text = await res.text();
      expect(text).toMatch(/nhập liệu/);
      expect(text).not.toMatch(/\/tmp|jsonl/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
