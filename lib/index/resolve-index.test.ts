import { mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseEnv } from '@/lib/env';
import { AppError } from '@/lib/errors/app-error';
import { INDEX_FILES } from './index-files';
import { resolveIndex } from './resolve-index';

async function indexWith(bookBytes: number, recordedBytes: number) {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'resolve-index-'));
  const pdf = path.join(dir, 'book.pdf');
  await writeFile(pdf, Buffer.alloc(bookBytes, 37));
  await writeFile(
    path.join(dir, INDEX_FILES.source),
    JSON.stringify({ pdf_path: pdf, sha256: 'a'.repeat(64), bytes: recordedBytes, pages: 3 }),
  );
  return dir;
}

describe('resolveIndex', () => {
  it('serves the book the index was built from', async () => {
    const dir = await indexWith(100, 100);
    expect((await resolveIndex('source', parseEnv({ INDEX_DIR: dir }))).pdfPath).toBe(
      path.join(dir, 'book.pdf'),
    );
  });

  it.each([
    ['a book replaced since the ingest', 100, 90, 'không khớp'],
    ['no index at all', 0, 0, 'nhập liệu'],
  ])('refuses %s with a Vietnamese 503', async (name, book, recorded, message) => {
    const dir =
      name === 'no index at all'
        ? await mkdtemp(path.join(os.tmpdir(), 'no-index-'))
        : await indexWith(book, recorded);
    const error = await resolveIndex('source', parseEnv({ INDEX_DIR: dir })).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).status).toBe(503);
    expect((error as AppError).userMessage).toContain(message);
  });
});
