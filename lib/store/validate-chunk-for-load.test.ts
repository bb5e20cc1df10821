import { describe, expect, it } from 'vitest';
import { REQUIRED_CHUNK_FIELDS } from '@/lib/schema/chunk';
import { makeFixtureChunk } from './testing/make-fixture-chunk';
import { ChunkLoadError, validateChunkForLoad } from './validate-chunk-for-load';

const good = makeFixtureChunk();
const ID = good.chunk_id;

describe('validateChunkForLoad', () => {
  it('accepts a v4 chunk, with page 0 and has_quarantined_content=false counting as present', () => {
    expect(good.heading_physical_page).toBe(0);
    expect(good.has_quarantined_content).toBe(false);
    expect(validateChunkForLoad(good)).toEqual(good);
  });

  it('accepts source_page_range [0, 0] and part_index 0', () => {
    const chunk = makeFixtureChunk({ source_page_range: [0, 0], part_index: 0 });
    expect(validateChunkForLoad(chunk).source_page_range).toEqual([0, 0]);
  });

  it('drops unknown keys (the stored chunk is exactly schema v4)', () => {
    const parsed = validateChunkForLoad({ ...good, extra: 'x' });
    expect(parsed).toEqual(good);
  });

  it.each([
    ['schema_version 3', { schema_version: 3 }, 'schema_version', /must be 4, got 3/],
    ['schema_version "4"', { schema_version: '4' }, 'schema_version', /must be 4/],
    ['schema_version absent', { schema_version: undefined }, 'schema_version', /must be 4/],
    ['empty source_text', { source_text: '' }, 'source_text', /required and missing/],
    ['null drug_id', { drug_id: null }, 'drug_id', /required and missing/],
    ['empty page range', { printed_page_range: [] }, 'printed_page_range', /required and missing/],
    ['absent chunk_kind', { chunk_kind: undefined }, 'chunk_kind', /required and missing/],
    ['bad section key', { section_key: 'lieu_dung' }, 'section_key', /invalid/],
    ['reversed page range', { source_page_range: [5, 3] }, 'source_page_range', /invalid/],
    ['negative page', { heading_physical_page: -1 }, 'heading_physical_page', /invalid/],
  ])('refuses %s, naming the chunk and the field', (_label, patch, field, message) => {
    const record = { ...good, ...patch };
    let caught: unknown;
    try {
      validateChunkForLoad(record, 7);
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(ChunkLoadError);
    const error = caught as ChunkLoadError;
    expect(error.field).toBe(field);
    expect(error.chunkId).toBe(`"${ID}" (#7)`);
    expect(error.message).toContain(ID);
    expect(error.message).toContain(field);
    expect(error.message).toMatch(message);
  });

  it('checks schema_version before required fields (an old chunk says it is old)', () => {
    expect(() => validateChunkForLoad({ ...good, schema_version: 3, drug_name: '' })).toThrow(
      /schema_version/,
    );
  });

  it('reports the first missing field in REQUIRED_CHUNK_FIELDS order', () => {
    const record: Record<string, unknown> = { ...good };
    for (const field of REQUIRED_CHUNK_FIELDS) delete record[field];
    record.schema_version = 4;
    expect(() => validateChunkForLoad(record)).toThrow(/<no chunk_id>.*"chunk_id"/);
  });

  it.each([null, 'chunk', 42, []])('refuses a non-object record %j', (record) => {
    expect(() => validateChunkForLoad(record, 3)).toThrow(/#3.*chunk object/);
  });
});
