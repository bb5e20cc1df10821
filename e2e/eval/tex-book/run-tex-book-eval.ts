/**
 * npm run eval:tex-book — the 18 real monographs (dtqg-markdown-more) typeset by TeX in the
 * book's shape (typeset-tex-book.ts), ingested by the real CLI (`npm run ingest`, as eval:unseen
 * --via-api does) into .cache/tex-book/index, and the index compared with what was typeset:
 * monographs, sections, folios, and every table block's page(s), shape and rows × columns
 * against the realdata table it came from, a table TeX continued counted right only as one
 * `cross_page_continuation` block. A measurement: exit 0 whatever the figures; 1 when the ingest
 * fails; 0 with one line when ../shared/realdata or pdflatex is absent.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  ingestUnseenBook,
  UnseenIngestError,
} from '@/e2e/eval/answers/unseen/book/ingest-unseen-book';
import { readUnseenMonographs } from '@/e2e/eval/answers/unseen/book/read-unseen-monographs';
import { UNSEEN_SECTIONS_PATH } from '@/e2e/eval/answers/unseen/unseen-set';
import { extractBook } from '@/ingestion/extract/extract-book';
import { segmentBook } from '@/ingestion/segment/segment-book';
import { runMain } from '@/lib/cli/run-main';
import { INDEX_FILES } from '@/lib/index/index-files';
import {
  compareTexBook,
  type IndexedBlock,
  type IndexedMonograph,
  type IndexedPage,
} from './compare-tex-book';
import { formatTexBookReport } from './format-tex-book-report';
import { readTexContinuedTables } from './read-tex-continued-tables';
import { hasPdflatex, TEX_BOOK_JOB, typesetTexBook } from './typeset-tex-book';
import { TEX_BOOK_FIRST_FOLIO, TEX_BOOK_FIRST_MONOGRAPH_PAGE } from './write-tex-book';

export const TEX_BOOK_DIR = '.cache/tex-book';

const readJsonl = <T>(file: string): T[] =>
  readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.trim())
    .map((line) => JSON.parse(line) as T);

async function main(): Promise<number> {
  const monographs = readUnseenMonographs();
  if (!monographs) {
    console.log(
      `skipped: eval:tex-book needs ${UNSEEN_SECTIONS_PATH} (../shared/realdata is absent)`,
    );
    return 0;
  }
  if (!hasPdflatex()) {
    console.log('skipped: eval:tex-book needs pdflatex (TeX Live with vntex), not found on PATH');
    return 0;
  }
  let index;
  try {
    index = await ingestUnseenBook(TEX_BOOK_DIR, typesetTexBook);
  } catch (error) {
    if (!(error instanceof UnseenIngestError)) throw error;
    console.log(error.message);
    return 1;
  }
  if (!index) return 0;
  const { indexDir, pdfPath } = index;

  // The cells of each block as the ingest reads them: its own extract and segmentation, run
  // again here in-process (the index stores a table's crop, never its cells).
  const extracted = await extractBook(pdfPath, { workers: 0, allowImageOnlyPages: true });
  const book = segmentBook(extracted.pages);
  const log = readFileSync(path.join(TEX_BOOK_DIR, `${TEX_BOOK_JOB}.log`), 'latin1');

  const comparison = compareTexBook(
    {
      monographs,
      continuedTables: readTexContinuedTables(log),
      firstMonographPage: TEX_BOOK_FIRST_MONOGRAPH_PAGE,
      firstFolio: TEX_BOOK_FIRST_FOLIO,
    },
    {
      monographs: readJsonl<IndexedMonograph>(path.join(indexDir, INDEX_FILES.monographs)),
      pages: readJsonl<IndexedPage>(path.join(indexDir, INDEX_FILES.pages)),
      blocks: readJsonl<IndexedBlock>(path.join(indexDir, INDEX_FILES.blocks)),
      cells: book.block_cells,
    },
  );
  console.log(`eval:tex-book: ${pdfPath} (${index.pages} pages) → ${indexDir}, ${index.ms} ms`);
  for (const line of formatTexBookReport(comparison)) console.log(line);
  return 0;
}

runMain(main);
