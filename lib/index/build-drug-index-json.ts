import 'server-only';
import path from 'node:path';
import type { z } from 'zod';
import { buildDrugIndex } from '@/lib/book/build-drug-index';
import { drugIndexSchema } from '@/lib/schema/drug-index';
import { monographSchema } from '@/lib/schema/monograph';
import { pageLinesSchema } from '@/lib/schema/page-lines';
import { INDEX_FILES, type IndexSource } from './index-files';
import { loadBookInfo } from './load-book-info';
import { readJsonlRecords } from './read-jsonl';

/**
 * GET /api/drug-index's body for the index in `indexDir`, read from the index's own files:
 * monographs.jsonl, the folio map and the page lines (for each section's first lines). The
 * ingest writes it as drug-index.json from the files it has just written, and a server reading
 * an index ingested before that file existed builds it with this same function, so both give
 * the same bytes. Building it cost the server ~75 MB of RSS on the first request (the 680-monograph
 * book's page lines and monographs parsed whole; npm run bench:memory, issue 39).
 */
export async function buildDrugIndexJson(indexDir: string, source: IndexSource): Promise<string> {
  const monographs = await readAll(path.join(indexDir, INDEX_FILES.monographs), monographSchema);
  const [book, lines] = await Promise.all([
    loadBookInfo(indexDir, source),
    // An index ingested before page-lines.jsonl existed: sections open unhighlighted.
    readAll(path.join(indexDir, INDEX_FILES.pageLines), pageLinesSchema).catch(() => null),
  ]);
  return JSON.stringify(
    drugIndexSchema.parse({
      drugs: buildDrugIndex(
        monographs,
        book.pages.map((p) => p.printed_page),
        lines,
      ),
    }),
  );
}

/**
 * Every record, read a record at a time: the files' text is never held whole beside the
 * records (page-lines.jsonl is 20 MB on 680 monographs; this runs at the end of the ingest).
 */
async function readAll<T extends z.ZodType>(file: string, schema: T): Promise<z.output<T>[]> {
  const rows: z.output<T>[] = [];
  for await (const row of readJsonlRecords(file, schema)) rows.push(row);
  return rows;
}
