import { mkdtempSync, readdirSync, readFileSync, symlinkSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, inject, it, vi } from 'vitest';
import { INDEX_FILES } from '@/lib/index/index-files';
import { bookInfoSchema } from '@/lib/schema/book';
import { drugIndexMatchSchema, drugIndexSchema } from '@/lib/schema/drug-index';
import { sampleTruthSchema } from '@/lib/schema/sample-truth';

async function getBody(indexDir = inject('sampleIndexDir')) {
  vi.stubEnv('INDEX_DIR', indexDir);
  vi.resetModules();
  const { GET } = await import('./route');
  const res = await GET();
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toBe('application/json');
  return res.text();
}

async function getIndex() {
  return drugIndexSchema.parse(JSON.parse(await getBody()));
}

/** The sample index as ingested before drug-index.json existed: every other file, linked. */
function indexWithoutDrugIndexFile(): string {
  const from = inject('sampleIndexDir');
  const dir = mkdtempSync(path.join(os.tmpdir(), 'old-index-'));
  for (const name of readdirSync(from)) {
    if (name !== INDEX_FILES.drugIndex) symlinkSync(path.join(from, name), path.join(dir, name));
  }
  return dir;
}

async function match(q: string, indexDir = inject('sampleIndexDir')) {
  vi.stubEnv('INDEX_DIR', indexDir);
  vi.resetModules();
  const { GET } = await import('./match/route');
  const res = await GET(new Request(`http://test/api/drug-index/match?q=${encodeURIComponent(q)}`));
  expect(res.status).toBe(200);
  return drugIndexMatchSchema.parse(await res.json()).matches.map((m) => m.drug_id);
}

afterEach(() => {
  vi.unstubAllEnvs();
});

const truth = () =>
  sampleTruthSchema.parse(JSON.parse(readFileSync(inject('sampleTruthPath'), 'utf8')));

describe('GET /api/drug-index', () => {
  it('lists every monograph of the book A–Z with its printed pages and its sections', async () => {
    const index = await getIndex();
    const want = truth().monographs;
    expect(index.drugs.map((d) => d.drug_id).sort()).toEqual(want.map((m) => m.drug_id).sort());
    const names = index.drugs.map((d) => d.drug_name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'vi')));
    vi.stubEnv('INDEX_DIR', inject('sampleIndexDir'));
    vi.resetModules();
    const { GET } = await import('../book/route');
    const folios = bookInfoSchema.parse(await (await GET()).json()).pages;
    for (const m of want) {
      const drug = index.drugs.find((d) => d.drug_id === m.drug_id)!;
      expect(drug.title.physical_page).toBe(m.title_physical_page);
      expect(String(drug.printed_page_range[0])).toBe(folios[m.title_physical_page]!.printed_page);
      expect(drug.sections.map((s) => s.key)).toEqual(m.sections.map((s) => s.key));
      for (const section of drug.sections) {
        expect(section.printed_page).toBe(folios[section.physical_page]!.printed_page);
        // Every heading was found on its page: the first lines are there to highlight.
        expect(section.regions.length, `${m.drug_id} ${section.key}`).toBeGreaterThan(0);
        expect(section.regions.every((r) => r.physical_page === section.physical_page)).toBe(true);
      }
    }
  });
});

describe('GET /api/drug-index body', () => {
  it("is the ingest's drug-index.json, byte for byte", async () => {
    const file = readFileSync(path.join(inject('sampleIndexDir'), INDEX_FILES.drugIndex), 'utf8');
    expect(await getBody()).toBe(file);
  });

  it('is the same bytes, built in memory, for an index ingested before that file existed', async () => {
    const file = readFileSync(path.join(inject('sampleIndexDir'), INDEX_FILES.drugIndex), 'utf8');
    const old = indexWithoutDrugIndexFile();
    expect(await getBody(old)).toBe(file);
    expect(await match('amox', old)).toEqual(['amoxicilin']);
  });
});

describe('GET /api/drug-index/match', () => {
  it.each([
    ['amoxicilin', ['amoxicilin']],
    ['Amoxicillin', ['amoxicilin']],
    ['AMOXICILIN', ['amoxicilin']],
    ['moxilan', ['amoxicilin']],
    ['Amoxivid', ['amoxicilin']],
    ['amox', ['amoxicilin']],
    ['paracetamol', ['paracetamol']],
    ['hapanol', ['paracetamol']],
    ['kali clorua', ['kali_clorid']],
    ['zzzq', []],
  ])('%j → %j', async (q, ids) => {
    expect(await match(q)).toEqual(ids);
  });
});
