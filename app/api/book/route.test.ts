import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, inject, it, vi } from 'vitest';
import { INDEX_FILES } from '@/lib/index/index-files';
import { bookInfoSchema } from '@/lib/schema/book';
import { sampleTruthSchema } from '@/lib/schema/sample-truth';

/** GET /api/book against the ingested sample: the folio map QA and the viewer rely on. */
async function getBook(indexDir: string): Promise<Response> {
  vi.stubEnv('INDEX_DIR', indexDir);
  vi.resetModules();
  const { GET } = await import('./route');
  return GET();
}

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('GET /api/book', () => {
  it('lists every physical page with the folio printed on it, as the truth has it', async () => {
    const res = await getBook(inject('sampleIndexDir'));
    expect(res.status).toBe(200);
    const info = bookInfoSchema.parse(await res.json());
    const truth = sampleTruthSchema.parse(
      JSON.parse(readFileSync(inject('sampleTruthPath'), 'utf8')),
    );
    expect(info.page_count).toBe(truth.pages.length);
    expect(info.pages.map((p) => p.printed_page)).toEqual(
      truth.pages.map((p) => p.printed_page ?? null),
    );
    // The sample has roman front matter and an unnumbered page: a constant offset is wrong.
    expect(info.pages.some((p) => p.printed_page === null)).toBe(true);
    expect(info.pages.some((p) => /^[ivxlc]+$/.test(p.printed_page ?? ''))).toBe(true);
  });

  it('refuses, in Vietnamese and without paths, a folio map that does not fit the book', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'book-route-'));
    cpSync(inject('sampleIndexDir'), dir, { recursive: true, dereference: true });
    const pages = readFileSync(path.join(dir, INDEX_FILES.pages), 'utf8').trim().split('\n');
    writeFileSync(path.join(dir, INDEX_FILES.pages), pages.slice(1).join('\n') + '\n');
    const res = await getBook(dir);
    expect(res.status).toBe(503);
    const text = await res.text();
    expect(text).toMatch(/[À-ỹ]/u);
    expect(text).not.toMatch(/\/tmp|jsonl|Error:/);
  });
});
