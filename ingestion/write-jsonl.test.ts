import { mkdtemp, readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { writeJsonl } from './write-jsonl';

/** What the ingest wrote before streaming: every file must keep these exact bytes. */
const joined = (rows: readonly unknown[]) =>
  rows.map((r) => JSON.stringify(r)).join('\n') + (rows.length ? '\n' : '');

describe('writeJsonl', () => {
  const long = 'liều dùng '.repeat(60_000); // one row past a batch, two-byte characters
  it.each([
    ['no rows', []],
    ['one row', [{ a: 1 }]],
    ['strings, nulls, nested arrays', ['x', null, [1, [2, 'ă']], { t: 'Clcr < 30 ml/phút' }]],
    ['rows across several batches', Array.from({ length: 5 }, (_, i) => ({ i, long }))],
  ])('%s: the same bytes as joining the lines', async (_, rows: unknown[]) => {
    const file = path.join(await mkdtemp(path.join(os.tmpdir(), 'jsonl-')), 'rows.jsonl');
    await writeJsonl(file, rows);
    expect(await readFile(file, 'utf8')).toBe(joined(rows));
  });

  it('takes a generator, consumed once', async () => {
    const file = path.join(await mkdtemp(path.join(os.tmpdir(), 'jsonl-')), 'rows.jsonl');
    function* rows() {
      for (let i = 0; i < 3; i++) yield { i };
    }
    await writeJsonl(file, rows());
    expect(await readFile(file, 'utf8')).toBe('{"i":0}\n{"i":1}\n{"i":2}\n');
  });
});
