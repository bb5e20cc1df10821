import 'server-only';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { indexPageLines, type PageLinesIndex } from '@/lib/book/search-page-lines';
import { PAGE_LINES_FILE, pageLinesSchema, type PageLines } from '@/lib/schema/page-lines';

let cache: { key: string; index: PageLinesIndex } | null = null;

/**
 * page-lines.jsonl of the served index, made searchable once per process and re-read when a
 * re-ingest replaces it. An index written before the file existed has none: the caller says
 * find is unavailable rather than searching the chunks and missing the front matter.
 */
export async function loadPageLines(indexDir: string): Promise<PageLinesIndex> {
  const file = path.join(indexDir, PAGE_LINES_FILE);
  const info = await stat(file);
  const key = `${file}:${info.mtimeMs}:${info.size}`;
  if (cache?.key === key) return cache.index;
  const pages: PageLines[] = [];
  for (const line of (await readFile(file, 'utf8')).split('\n')) {
    if (line.trim()) pages.push(pageLinesSchema.parse(JSON.parse(line)));
  }
  pages.sort((a, b) => a.physical_page - b.physical_page);
  const index = indexPageLines(pages);
  cache = { key, index };
  return index;
}
