import { mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { parseJsonl, readJsonl, readJsonlRecords, readJsonlSync } from './read-jsonl';

const row = z.object({ id: z.string(), n: z.number() });

async function tempFile(text: string): Promise<string> {
  const file = path.join(await mkdtemp(path.join(os.tmpdir(), 'read-jsonl-')), 'x.jsonl');
  await writeFile(file, text);
  return file;
}

async function collect<T>(records: AsyncIterable<T>): Promise<T[]> {
  const out: T[] = [];
  for await (const r of records) out.push(r);
  return out;
}

const TEXTS: [string, string][] = [
  ['one record per line', '{"id":"a","n":1}\n{"id":"b","n":2}\n'],
  ['no trailing newline', '{"id":"a","n":1}'],
  ['blank and whitespace lines skipped', '\n{"id":"a","n":1}\n  \n{"id":"b","n":2}\n\n'],
  ['an empty file', ''],
  ['a record the schema refuses', '{"id":"a","n":1}\n{"id":"b","n":"2"}\n'],
  ['a line that is not JSON', '{"id":"a","n":1}\n\n{"id":\n'],
];

describe('parseJsonl', () => {
  it.each([
    ['one record per line', '{"id":"a","n":1}\n{"id":"b","n":2}\n', ['a', 'b']],
    ['no trailing newline', '{"id":"a","n":1}', ['a']],
    [
      'blank and whitespace lines skipped',
      '\n{"id":"a","n":1}\n  \n{"id":"b","n":2}\n\n',
      ['a', 'b'],
    ],
    ['an empty file', '', []],
  ])('%s', (_, text, ids) => {
    expect(parseJsonl(text, row, 'f.jsonl').map((r) => r.id)).toEqual(ids);
  });

  it.each([
    ['a record the schema refuses', '{"id":"a","n":1}\n{"id":"b","n":"2"}\n', 'f.jsonl:2:'],
    ['a line that is not JSON', '{"id":"a","n":1}\n\n{"id":\n', 'f.jsonl:3:'],
  ])('names file:line for %s', (_, text, where) => {
    expect(() => parseJsonl(text, row, 'f.jsonl')).toThrow(where);
  });

  it('returns what the schema outputs, not the raw line', () => {
    const trimmed = z.object({ id: z.string().trim() });
    expect(parseJsonl('{"id":"  a "}\n', trimmed, 'f.jsonl')).toEqual([{ id: 'a' }]);
  });
});

describe('readJsonl / readJsonlSync', () => {
  it('read the same records from a file', async () => {
    const file = path.join(await mkdtemp(path.join(os.tmpdir(), 'read-jsonl-')), 'x.jsonl');
    await writeFile(file, '{"id":"a","n":1}\n');
    expect(await readJsonl(file, row)).toEqual([{ id: 'a', n: 1 }]);
    expect(readJsonlSync(file, row)).toEqual([{ id: 'a', n: 1 }]);
  });
});

describe('readJsonlRecords', () => {
  it.each(TEXTS)(
    'yields what parseJsonl returns, or throws what it throws: %s',
    async (_, text) => {
      const file = await tempFile(text);
      let want: unknown;
      try {
        want = parseJsonl(text, row, file);
      } catch (error) {
        want = error;
      }
      if (want instanceof Error) {
        await expect(collect(readJsonlRecords(file, row))).rejects.toThrow(want.message);
      } else expect(await collect(readJsonlRecords(file, row))).toEqual(want);
    },
  );

  it('reads records and characters cut by its 1 MB reads whole', async () => {
    // ~3 MB: lines and multi-byte characters fall across the read boundaries.
    const rows = Array.from({ length: 3000 }, (_, i) => ({
      id: `Liều dùng ${'ặ'.repeat(i % 700)}`,
      n: i,
    }));
    const text = rows.map((r) => JSON.stringify(r)).join('\n');
    expect(await collect(readJsonlRecords(await tempFile(text), row))).toEqual(rows);
  });
});
