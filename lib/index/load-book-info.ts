import 'server-only';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { bookInfoSchema, type BookInfo } from '@/lib/schema/book';
import { pageRecordSchema, type PageRecord } from '@/lib/schema/page';
import type { IndexSource } from './resolve-index';

let cache: { key: string; info: BookInfo } | null = null;

/**
 * The served book's folio map (pages.jsonl) with its page count and sha256; re-read when a
 * re-ingest replaces the file. A pages.jsonl that disagrees with source.json's page count belongs
 * to another book: refused rather than mapping printed pages onto the wrong PDF pages.
 */
export async function loadBookInfo(indexDir: string, source: IndexSource): Promise<BookInfo> {
  const file = path.join(indexDir, 'pages.jsonl');
  const stats = await stat(file);
  const key = `${file}:${stats.mtimeMs}:${stats.size}:${source.sha256}`;
  if (cache?.key === key) return cache.info;
  const pages: PageRecord[] = [];
  for (const line of (await readFile(file, 'utf8')).split('\n')) {
    if (line.trim()) pages.push(pageRecordSchema.parse(JSON.parse(line)));
  }
  pages.sort((a, b) => a.physical_page - b.physical_page);
  if (pages.length !== source.pages || pages.some((p, i) => p.physical_page !== i)) {
    throw new Error(
      `${file}: ${pages.length} page records for a ${source.pages}-page book, or a gap in physical pages`,
    );
  }
  const info = bookInfoSchema.parse({ sha256: source.sha256, page_count: source.pages, pages });
  cache = { key, info };
  return info;
}
