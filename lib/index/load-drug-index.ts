import 'server-only';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { buildDrugIndex } from '@/lib/book/build-drug-index';
import { drugIndexSchema, type DrugIndex } from '@/lib/schema/drug-index';
import { monographSchema } from '@/lib/schema/monograph';
import { pageLinesSchema } from '@/lib/schema/page-lines';
import { INDEX_FILES, type IndexSource } from './index-files';
import { loadBookInfo } from './load-book-info';
import { readJsonl } from './read-jsonl';

let cache: { key: string; index: DrugIndex } | null = null;

/**
 * The drug index of the served book, built from monographs.jsonl, the folio map and the page
 * lines (for each section's first lines); rebuilt when a re-ingest replaces monographs.jsonl.
 */
export async function loadDrugIndex(indexDir: string, source: IndexSource): Promise<DrugIndex> {
  const file = path.join(indexDir, INDEX_FILES.monographs);
  const info = await stat(file);
  const key = `${file}:${info.mtimeMs}:${info.size}:${source.sha256}`;
  if (cache?.key === key) return cache.index;
  const monographs = await readJsonl(file, monographSchema);
  const [book, lines] = await Promise.all([
    loadBookInfo(indexDir, source),
    // Read for this build only, not through find's index, which keeps no per-line text (see
    // search-page-lines.ts). An index ingested before page-lines.jsonl existed: sections open
    // unhighlighted.
    readJsonl(path.join(indexDir, INDEX_FILES.pageLines), pageLinesSchema).catch(() => null),
  ]);
  const index = drugIndexSchema.parse({
    drugs: buildDrugIndex(
      monographs,
      book.pages.map((p) => p.printed_page),
      lines,
    ),
  });
  cache = { key, index };
  return index;
}
