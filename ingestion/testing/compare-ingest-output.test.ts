import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  compareCrops,
  compareIndexFile,
  compareStoreChunks,
  compareStoreManifests,
} from './compare-ingest-output';

const chunk = (id: string, text: string, extra = {}) =>
  JSON.stringify({ chunk_id: id, text, ...extra });

describe('compareIndexFile', () => {
  const cases = [
    {
      name: 'identical chunks agree',
      file: 'chunks' as const,
      before: `${chunk('a', 'x')}\n${chunk('b', 'y')}\n`,
      after: `${chunk('a', 'x')}\n${chunk('b', 'y')}\n`,
      record: null,
    },
    {
      name: 'a chunk field other than id and text may change',
      file: 'chunks' as const,
      before: `${chunk('a', 'x', { score: 1 })}\n`,
      after: `${chunk('a', 'x', { score: 2 })}\n`,
      record: null,
    },
    {
      name: 'a changed chunk text is found at its record',
      file: 'chunks' as const,
      before: `${chunk('a', 'x')}\n${chunk('b', 'y')}\n`,
      after: `${chunk('a', 'x')}\n${chunk('b', 'y2')}\n`,
      record: 1,
    },
    {
      name: 'a changed chunk id is found',
      file: 'chunks' as const,
      before: `${chunk('a', 'x')}\n`,
      after: `${chunk('c', 'x')}\n`,
      record: 0,
    },
    {
      name: 'a missing last record is found',
      file: 'chunks' as const,
      before: `${chunk('a', 'x')}\n${chunk('b', 'y')}\n`,
      after: `${chunk('a', 'x')}\n`,
      record: 1,
    },
    {
      name: 'any change to a block is found',
      file: 'blocks' as const,
      before: '{"block_id":"t1","bbox":[1,2,3,4]}\n',
      after: '{"block_id":"t1","bbox":[1,2,3,5]}\n',
      record: 0,
    },
    {
      name: 'identical pages agree',
      file: 'pages' as const,
      before: '{"physical_page":0}\n{"physical_page":1}\n',
      after: '{"physical_page":0}\n{"physical_page":1}\n',
      record: null,
    },
  ];
  it.each(cases)('$name', ({ file, before, after, record }) => {
    expect(compareIndexFile(file, before, after)?.record ?? null).toBe(record);
  });
});

describe('compareStoreManifests', () => {
  const manifest = (valuesSha: string, createdAt: string) =>
    JSON.stringify({
      collection: `local_${createdAt}`,
      created_at: createdAt,
      counts: { points: 2, sparse_terms: 3, sparse_postings: 4, dense_size: null },
      files: {
        'chunks.jsonl': { bytes: 10, sha256: 'aa' },
        'sparse-values.f32': { bytes: 16, sha256: valuesSha },
      },
    });

  it('ignores the generation name and date', () => {
    expect(compareStoreManifests(manifest('bb', '2026-01-01'), manifest('bb', '2026-12-01'))).toBe(
      null,
    );
  });

  it('names the store file whose bytes changed', () => {
    expect(compareStoreManifests(manifest('bb', 'x'), manifest('cc', 'x'))).toMatchObject({
      file: 'store/sparse-values.f32',
      before: JSON.stringify({ bytes: 16, sha256: 'bb' }),
      after: JSON.stringify({ bytes: 16, sha256: 'cc' }),
    });
  });
});

describe('compareStoreChunks', () => {
  const record = (bbox: number[], extra = {}) =>
    JSON.stringify({ chunk_id: 'a', text: 'x', regions: [{ physical_page: 3, bbox }], ...extra });
  const cases = [
    { name: 'identical records agree', after: record([1, 2, 3, 4]), record: null, shift: 0 },
    {
      name: 'a box moved by Float32 rounding agrees, and the move is reported',
      after: record([1, 2.00003, 3, 4]),
      record: null,
      shift: 3e-5,
    },
    {
      name: 'a box moved by a hundredth of a point is found',
      after: record([1, 2.01, 3, 4]),
      record: 0,
    },
    {
      name: 'any other field that changes is found',
      after: record([1, 2, 3, 4], { line_boxes: [1] }),
      record: 0,
    },
    {
      name: 'a region on another page is found',
      after: JSON.stringify({
        chunk_id: 'a',
        text: 'x',
        regions: [{ physical_page: 4, bbox: [1, 2, 3, 4] }],
      }),
      record: 0,
    },
    { name: 'a missing record is found', after: '', record: 0 },
  ];
  it.each(cases)('$name', ({ after, record: at, shift }) => {
    const got = compareStoreChunks(`${record([1, 2, 3, 4])}\n`, after ? `${after}\n` : '');
    expect(got.difference?.record ?? null).toBe(at);
    if (shift !== undefined) expect(got.regionShift).toBeCloseTo(shift, 9);
  });
});

describe('compareCrops', () => {
  async function index(crops: Record<string, string>): Promise<string> {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'compare-crops-'));
    await mkdir(path.join(dir, 'crops'));
    for (const [name, bytes] of Object.entries(crops))
      await writeFile(path.join(dir, 'crops', name), bytes);
    return dir;
  }

  it.each([
    ['the same files agree', { 'a.png': 'x', 'b.png': 'y' }, { 'a.png': 'x', 'b.png': 'y' }, null],
    [
      'a file with other bytes is found',
      { 'a.png': 'x', 'b.png': 'y' },
      { 'a.png': 'x', 'b.png': 'z' },
      1,
    ],
    ['a missing crop is found', { 'a.png': 'x', 'b.png': 'y' }, { 'a.png': 'x' }, 1],
    ['a crop under another name is found', { 'a.png': 'x' }, { 'c.png': 'x' }, 0],
  ])('%s', async (_, before, after, record) => {
    const found = await compareCrops(await index(before), await index(after));
    expect(found.difference?.record ?? null).toBe(record);
    expect(found.compared).toBe(Object.keys(after).length);
  });
});
