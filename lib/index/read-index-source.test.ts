import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { INDEX_FILES } from './index-files';
import { formatIndexSource, readIndexSource, readIndexSourceSync } from './read-index-source';

const SOURCE = { pdf_path: '/books/dtqg.pdf', sha256: 'ab'.repeat(32), bytes: 1234, pages: 10 };

describe('source.json', () => {
  it('reads back what the ingest writes', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'index-source-'));
    await writeFile(path.join(dir, INDEX_FILES.source), formatIndexSource(SOURCE));
    expect(await readIndexSource(dir)).toEqual(SOURCE);
    expect(readIndexSourceSync(dir)).toEqual(SOURCE);
    // The ingest's format (pretty JSON and a final newline) is part of the folder's contract.
    expect(await readFile(path.join(dir, INDEX_FILES.source), 'utf8')).toBe(
      JSON.stringify(SOURCE, null, 2) + '\n',
    );
  });

  it.each([
    ['a sha256 that is not 64 hex digits', { ...SOURCE, sha256: 'abc' }],
    ['no pages', { ...SOURCE, pages: 0 }],
    ['an empty path', { ...SOURCE, pdf_path: '' }],
  ])('refuses to write %s', (_, bad) => {
    expect(() => formatIndexSource(bad)).toThrow();
  });

  it('refuses to read a source.json that lacks a field', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'index-source-'));
    await writeFile(path.join(dir, INDEX_FILES.source), JSON.stringify({ sha256: SOURCE.sha256 }));
    await expect(readIndexSource(dir)).rejects.toThrow();
    expect(() => readIndexSourceSync(dir)).toThrow();
  });
});
