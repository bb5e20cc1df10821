import { describe, expect, it } from 'vitest';
import { packChunks } from './compact-chunks';
import { makeFixtureChunk } from './testing/make-fixture-chunk';

const a = makeFixtureChunk({ part_index: 0, part_count: 2, text: 'Người lớn: 500 mg.' });
const b = makeFixtureChunk({ part_index: 1, part_count: 2, text: 'Trẻ em: 10 mg/kg.' });
const line = (value: unknown) => JSON.stringify(value);
// The same chunk with its keys in another order: valid, but not what the schema outputs.
const reordered = line(Object.fromEntries(Object.entries(b).reverse()));

describe('packChunks', () => {
  it.each([
    ['lines ending in a newline', `${line(a)}\n${line(b)}\n`],
    ['no final newline', `${line(a)}\n${line(b)}`],
    ['blank lines between and around', `\n${line(a)}\n\n${line(b)}\n\n`],
    ['a line in another key order (rewritten canonical)', `${line(a)}\n${reordered}\n`],
  ])('%s: every chunk back exactly as the schema outputs it', (_, text) => {
    const { chunks, keys } = packChunks(Buffer.from(text), 'chunks.jsonl');
    expect(chunks.size).toBe(2);
    expect([line(chunks.at(0)), line(chunks.at(1))]).toEqual([line(a), line(b)]);
    expect(keys.map((k) => k.chunk_id)).toEqual([a.chunk_id, b.chunk_id]);
    expect(keys[0]).toEqual({
      chunk_id: a.chunk_id,
      drug_id: a.drug_id,
      section_key: a.section_key,
      atc_codes: a.atc_codes,
      chunk_kind: a.chunk_kind,
    });
  });

  it('hands out a fresh object per call', () => {
    const { chunks } = packChunks(Buffer.from(`${line(a)}\n`), 'chunks.jsonl');
    chunks.at(0).text = 'edited';
    expect(chunks.at(0).text).toBe(a.text);
  });

  it('names the first line that is not a v4 chunk', () => {
    const bad = line({ ...b, schema_version: 3 });
    expect(() => packChunks(Buffer.from(`${line(a)}\n${bad}\n`), 'x/chunks.jsonl')).toThrow(
      'x/chunks.jsonl: line 2 is not a v4 chunk',
    );
  });

  it('atEach: the chunks asked, in the order asked, neighbours read together and far ones apart', () => {
    // 60 points of ~1 kB: the first and last lie more than MAX_READ_GAP apart.
    const many = Array.from({ length: 60 }, (_, i) =>
      makeFixtureChunk({ part_index: i, part_count: 60, text: `Dòng ${i}: ${'x'.repeat(900)}` }),
    );
    const bytes = Buffer.from(many.map((c) => `${line(c)}\n`).join(''));
    const reads: [number, number][] = [];
    const { chunks } = packChunks(bytes, 'chunks.jsonl', {
      read: (start, end) => {
        reads.push([start, end]);
        return bytes.subarray(start, end);
      },
    });
    const asked = [59, 2, 0, 1, 2];
    const got = chunks.atEach(asked);
    expect(got.map(line)).toEqual(asked.map((i) => line(many[i])));
    expect(got[1]).not.toBe(got[4]);
    expect(reads).toHaveLength(2);
  });

  it('refuses a point number past the end', () => {
    const { chunks } = packChunks(Buffer.from(`${line(a)}\n`), 'chunks.jsonl');
    expect(() => chunks.at(1)).toThrow(RangeError);
  });
});
