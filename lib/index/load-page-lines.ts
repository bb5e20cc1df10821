import 'server-only';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { indexPage, type PageLinesIndex } from '@/lib/book/search-page-lines';
import { pageLinesSchema } from '@/lib/schema/page-lines';
import { INDEX_FILES } from './index-files';
import { readJsonlRecords } from './read-jsonl';

let cache: { key: string; index: PageLinesIndex } | null = null;

/**
 * page-lines.jsonl of the served index, made searchable once per process and re-read when a
 * re-ingest replaces it. An index written before the file existed has none: the caller says
 * find is unavailable rather than searching the chunks and missing the front matter.
 */
export async function loadPageLines(indexDir: string): Promise<PageLinesIndex> {
  const file = path.join(indexDir, INDEX_FILES.pageLines);
  const info = await stat(file);
  const key = `${file}:${info.mtimeMs}:${info.size}`;
  if (cache?.key === key) return cache.index;
  // Page by page: the file's records are dropped as each page is indexed (read-jsonl.ts says
  // what reading it whole cost).
  const pages = [];
  for await (const page of readJsonlRecords(file, pageLinesSchema)) pages.push(indexPage(page));
  pages.sort((a, b) => a.physical_page - b.physical_page);
  const index: PageLinesIndex = { pages };
  cache = { key, index };
  return index;
}
