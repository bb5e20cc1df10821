import 'server-only';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { bookInfoSchema, type BookInfo } from '@/lib/schema/book';
import { pageRecordSchema } from '@/lib/schema/page';
import { INDEX_FILES, type IndexSource } from './index-files';
import { readJsonl } from './read-jsonl';

let cache: { key: string; info: BookInfo } | null = null;

/**
 * The served book's folio map (pages.jsonl) with its page count and sha256; re-read when a
 * re-ingest replaces the file. A pages.jsonl that disagrees with source.json's page count belongs
 * to another book: refused rather than mapping printed pages onto the wrong PDF pages.
 */
export async function loadBookInfo(indexDir: string, source: IndexSource): Promise<BookInfo> {
  const file = path.join(indexDir, INDEX_FILES.pages);
  const stats = await stat(file);
  const key = `${file}:${stats.mtimeMs}:${stats.size}:${source.sha256}`;
  if (cache?.key === key) return cache.info;
  const pages = await readJsonl(file, pageRecordSchema);
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
