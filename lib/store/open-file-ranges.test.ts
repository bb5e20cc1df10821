import { mkdtemp, rename, rm, unlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openFileRanges } from './open-file-ranges';

const TEXT = 'Liều dùng\nNgười lớn: 500 mg\nTrẻ em: 10 mg/kg\n';
const bytes = Buffer.from(TEXT);
let dir = '';

afterEach(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
  dir = '';
});

async function fileWith(content: string): Promise<string> {
  dir = await mkdtemp(path.join(os.tmpdir(), 'file-ranges-'));
  const file = path.join(dir, 'chunks.jsonl');
  await writeFile(file, content);
  return file;
}

describe('openFileRanges', () => {
  it('returns the whole file once, then any range of it', async () => {
    const { data, ranges } = await openFileRanges(await fileWith(TEXT));
    expect(data.equals(bytes)).toBe(true);
    const second = bytes.indexOf('\n') + 1;
    for (const [start, end] of [
      [0, bytes.length],
      [second, bytes.indexOf('\n', second)],
      [bytes.length - 1, bytes.length],
      [3, 3],
    ] as const) {
      expect(ranges.read(start, end).equals(bytes.subarray(start, end))).toBe(true);
    }
  });

  it.each([
    ['unlinked (a re-ingest retired the generation)', (file: string) => unlink(file)],
    [
      'replaced by another file renamed over it',
      async (file: string) => {
        await writeFile(`${file}.new`, 'something else entirely, longer than before\n'.repeat(4));
        await rename(`${file}.new`, file);
      },
    ],
  ])('keeps reading the bytes it opened when the file is %s', async (_, change) => {
    const file = await fileWith(TEXT);
    const { ranges } = await openFileRanges(file);
    await change(file);
    expect(ranges.read(0, bytes.length).toString()).toBe(TEXT);
  });

  it('says so when a range runs past the end of the file', async () => {
    const { ranges } = await openFileRanges(await fileWith(TEXT));
    expect(() => ranges.read(0, bytes.length + 10)).toThrow('changed after opening');
  });
});
