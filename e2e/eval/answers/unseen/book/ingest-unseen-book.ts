import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { PROJECT_ROOT } from '@/ingestion/sample/build-sample-book';
import { INDEX_FILES } from '@/lib/index/index-files';
import { readUnseenMonographs, type UnseenMonograph } from './read-unseen-monographs';
import { typesetUnseenBook } from './typeset-unseen-book';

/** Where `eval:unseen --via-api` keeps its book and index unless `--book-dir` says otherwise. */
export const DEFAULT_UNSEEN_BOOK_DIR = '.cache/unseen-book';
export const UNSEEN_BOOK_PDF = 'unseen-monographs.pdf';
/**
 * The index sits in a folder of its own beside the PDF: ingest publishes DIR by swapping a link
 * to a new generation folder, so nothing else can live inside DIR.
 */
export const UNSEEN_INDEX_SUBDIR = 'index';

/** The ingest refused the book or a gate failed: eval:unseen says so in one line, exit 1. */
export class UnseenIngestError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UnseenIngestError';
  }
}

export interface UnseenIndex {
  pdfPath: string;
  indexDir: string;
  pages: number;
  /** Monographs ingest found, against the realdata's. */
  monographsFound: number;
  monographsExpected: number;
  /** Expected drug ids ingest did not find (empty when every one was). */
  missingDrugIds: string[];
  ms: number;
}

/**
 * What typesets the monographs into a PDF: this folder's (typeset-unseen-book.ts, the sample's
 * layout and drawing) unless told otherwise (eval:tex-book and `eval:unseen --tex`: TeX's,
 * e2e/eval/tex-book/typeset-tex-book.ts).
 */
export type UnseenTypesetter = (
  monographs: readonly UnseenMonograph[],
  pdfPath: string,
) => Promise<{ sha256: string; pages: number }>;

/**
 * Typesets the unseen monographs into `bookDir/unseen-monographs.pdf` and ingests that PDF with
 * the real CLI (`npm run ingest`, in a child process with the npm script's own flags and malloc
 * setting) into `bookDir/index`, every run: a measurement must read the index the current ingest
 * code writes, and a change to the chunker alone leaves the PDF's sha256 as it was (the ingest
 * takes about 3 s). Null when the realdata file is absent; throws UnseenIngestError
 * when the ingest exits non-zero (a gate failed or the book was refused), naming the failed gates
 * and the report.
 */
export async function ingestUnseenBook(
  bookDir: string,
  typeset: UnseenTypesetter = typesetUnseenBook,
): Promise<UnseenIndex | null> {
  const started = Date.now();
  const monographs = readUnseenMonographs();
  if (!monographs) return null;
  const pdfPath = path.resolve(bookDir, UNSEEN_BOOK_PDF);
  const indexDir = path.resolve(bookDir, UNSEEN_INDEX_SUBDIR);
  const book = await typeset(monographs, pdfPath);
  const code = await runIngestCli(pdfPath, indexDir);
  if (code !== 0) {
    const report = readReport(indexDir);
    const failed = Object.entries(report?.gates ?? {}).filter(([, n]) => n > 0);
    throw new UnseenIngestError(
      `eval:unseen --via-api: ingest of ${pdfPath} exited ${code}` +
        (failed.length
          ? `: gates ${failed.map(([g, n]) => `${g}=${n}`).join(', ')} (${path.join(indexDir, INDEX_FILES.report)})`
          : ''),
    );
  }
  const report = readReport(indexDir);
  if (!report?.passed || report.source_sha256 !== book.sha256)
    throw new UnseenIngestError(
      `eval:unseen --via-api: ${indexDir} does not hold an index of ${pdfPath} that passed its gates`,
    );
  const found = new Set(readDrugIds(indexDir));
  return {
    pdfPath,
    indexDir,
    pages: report.counts.pages ?? book.pages,
    monographsFound: found.size,
    monographsExpected: monographs.length,
    missingDrugIds: monographs.map((m: UnseenMonograph) => m.drugId).filter((id) => !found.has(id)),
    ms: Date.now() - started,
  };
}

interface ReportHead {
  passed: boolean;
  source_sha256: string;
  counts: Record<string, number>;
  gates: Record<string, number>;
}

function readReport(indexDir: string): ReportHead | null {
  const file = path.join(indexDir, INDEX_FILES.report);
  if (!existsSync(file)) return null;
  return JSON.parse(readFileSync(file, 'utf8')) as ReportHead;
}

function readDrugIds(indexDir: string): string[] {
  return readFileSync(path.join(indexDir, INDEX_FILES.monographs), 'utf8')
    .split('\n')
    .filter((line) => line.trim())
    .map((line) => (JSON.parse(line) as { drug_id: string }).drug_id);
}

/**
 * `npm run ingest -- --pdf FILE --out DIR`, its output sent to stderr so that the eval's stdout
 * stays the report. Sparse only, as the in-memory harness is: the embedding and Qdrant variables
 * are not passed on.
 */
function runIngestCli(pdfPath: string, indexDir: string): Promise<number> {
  const env = { ...process.env };
  for (const name of ['EMBEDDING_BASE_URL', 'EMBEDDING_MODEL', 'QDRANT_URL', 'QDRANT_API_KEY'])
    delete env[name];
  return new Promise((resolve, reject) => {
    const child = spawn('npm', ['run', 'ingest', '--', '--pdf', pdfPath, '--out', indexDir], {
      cwd: PROJECT_ROOT,
      env,
      stdio: ['ignore', process.stderr, process.stderr],
    });
    child.on('error', reject);
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}
