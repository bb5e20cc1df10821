import { mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { parseJsonl, readJsonl, readJsonlSync } from './read-jsonl';

const row = z.object({ id: z.string(), n: z.number() });

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
