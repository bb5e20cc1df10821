import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { buildOnce } from '../build-cache/build-once';
import { listImportedSources } from '../build-cache/list-imported-sources';
import { readText } from '../build-cache/try-lock';
import { PROJECT_ROOT } from '../sample/build-sample-book';
import { ensureSampleBook } from '../sample/ensure-sample-book';
import { runIngest } from '../run-ingest';
import { BENCH_BOOK_DIR, BENCH_INDEX_DIR, BENCH_MONOGRAPHS } from './bench-paths';

/** The default sample book every suite, the eval and the e2e app read. */
export const SAMPLE_BOOK_DIR = '.cache/sample-default';

/** Written into the index after a successful ingest; the index is current while it matches. */
const KEY_FILE = '.index-key.json';
/** A lock older than this was left by a killed run (the 680-monograph ingest takes minutes). */
const STALE_LOCK_MS = 10 * 60_000;
/** What turns a PDF into an index folder; everything it imports is part of the cache key. */
const INGEST_ENTRY = 'ingestion/run-ingest.ts';

export interface EnsureSampleIndexOptions {
  /** Where the index lives, relative to the project root. */
  indexDir: string;
  /** Where the sample book lives; SAMPLE_BOOK_DIR unless a bench asks for its own book. */
  bookDir?: string;
  monographs?: number;
  log?: (line: string) => void;
}

export interface SampleIndex {
  pdfPath: string;
  truthPath: string;
  indexDir: string;
  /** True when this call ran the ingest. */
  rebuilt: boolean;
}

/**
 * The one index builder for tests, the evals, the e2e app and the benchmarks: a sample book
 * (ensureSampleBook, keyed on its generator) ingested by the real pipeline into `indexDir`,
 * exactly as `npm run ingest` would, and re-ingested only when stale. Stale means the key —
 * the PDF's sha256 and a hash of every source the ingest imports plus those packages'
 * versions — differs from the one written after the last ingest. Before this, three builders
 * each decided "stale" their own way and the bench index keyed only on the PDF, so an edit to
 * ingestion code left it stale (issue 12).
 */
export async function ensureSampleIndex(options: EnsureSampleIndexOptions): Promise<SampleIndex> {
  const log = options.log ?? (() => undefined);
  const { pdfPath, truthPath } = await ensureSampleBook({
    dir: options.bookDir ?? SAMPLE_BOOK_DIR,
    ...(options.monographs === undefined ? {} : { monographs: options.monographs }),
  });
  const indexDir = path.resolve(PROJECT_ROOT, options.indexDir);
  const key = computeIndexKey(pdfPath);
  const keyPath = path.join(indexDir, KEY_FILE);
  const rebuilt = await buildOnce({
    // runIngest swaps indexDir wholesale, so the lock lives beside it.
    lockPath: `${indexDir}.lock`,
    staleLockMs: STALE_LOCK_MS,
    isUpToDate: () => readText(keyPath) === key,
    build: async () => {
      log(
        `ingesting ${path.relative(PROJECT_ROOT, pdfPath)} into ${path.relative(PROJECT_ROOT, indexDir)} …`,
      );
      const outcome = await runIngest({ pdf: pdfPath, out: indexDir, store: 'local' });
      if (outcome.exitCode !== 0) {
        const failed = Object.entries(outcome.report.gates)
          .filter(([, count]) => count > 0)
          .map(([gate, count]) => `${gate}=${count}`);
        throw new Error(
          `ensure-sample-index: ingest of ${pdfPath} failed its gates (${failed.join(', ')}); report in ${indexDir}/report.json`,
        );
      }
      fs.writeFileSync(keyPath, key);
    },
  });
  return { pdfPath, truthPath, indexDir, rebuilt };
}

/** The benchmarks' index: the 680-monograph book, in BENCH_INDEX_DIR unless a bench names another. */
export function benchIndexOptions(indexDir = BENCH_INDEX_DIR): EnsureSampleIndexOptions {
  return { indexDir, bookDir: BENCH_BOOK_DIR, monographs: BENCH_MONOGRAPHS };
}

/** The cache key: the PDF's bytes, the ingest's sources and the versions of what they import. */
export function computeIndexKey(pdfPath: string, root = PROJECT_ROOT): string {
  const sources = listImportedSources(root, [INGEST_ENTRY]);
  const code = createHash('sha256');
  for (const file of sources.files) {
    code.update(file);
    code.update(fs.readFileSync(path.join(root, file)));
  }
  for (const pkg of sources.packages) code.update(`${pkg}@${packageVersion(root, pkg)}`);
  return JSON.stringify({
    pdf_sha256: createHash('sha256').update(fs.readFileSync(pdfPath)).digest('hex'),
    code: code.digest('hex'),
  });
}

function packageVersion(root: string, pkg: string): string {
  const manifest = readText(path.join(root, 'node_modules', pkg, 'package.json'));
  return manifest?.match(/"version":\s*"([^"]+)"/)?.[1] ?? '?';
}
