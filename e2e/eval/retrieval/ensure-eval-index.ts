import 'server-only';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { PROJECT_ROOT } from '@/ingestion/sample/build-sample-book';
import { ensureSampleBook } from '@/ingestion/sample/ensure-sample-book';
import { runIngest } from '@/ingestion/run-ingest';
import { readText, tryLock } from '@/ingestion/build-cache/try-lock';

/**
 * The default sample book and its index, built once into `.cache/` and rebuilt only when stale.
 * `npm run eval` and golden-set.test.ts both come through here, so they measure the same index.
 *
 * The book is ensureSampleBook's (keyed on the generator's sources). The index is stale when
 * the book's bytes or the code that turns a PDF into a loaded store changed: ingestion (minus
 * the sample generator and benchmarks), lib/text, lib/store, lib/schema, and pdfjs-dist.
 */

export const EVAL_BOOK_DIR = '.cache/sample-default';
export const EVAL_INDEX_DIR = '.cache/eval-index';
const STAMP_FILE = 'eval-stamp.json';
/** A lock older than this was left by a killed run. */
const STALE_LOCK_MS = 10 * 60_000;
const POLL_MS = 250;

export interface EvalIndex {
  pdfPath: string;
  truthPath: string;
  indexDir: string;
  /** True when this call ran the ingest. */
  rebuilt: boolean;
}

export interface EnsureEvalIndexOptions {
  bookDir?: string;
  indexDir?: string;
  log?: (line: string) => void;
}

export async function ensureEvalIndex(options: EnsureEvalIndexOptions = {}): Promise<EvalIndex> {
  const log = options.log ?? (() => undefined);
  const { pdfPath, truthPath } = await ensureSampleBook({ dir: options.bookDir ?? EVAL_BOOK_DIR });
  const indexDir = path.resolve(PROJECT_ROOT, options.indexDir ?? EVAL_INDEX_DIR);
  const stamp = JSON.stringify({
    pdf_sha256: sha256(fs.readFileSync(pdfPath)),
    code: ingestCodeKey(),
  });
  const stampPath = path.join(indexDir, STAMP_FILE);
  const upToDate = () => readText(stampPath) === stamp;
  if (upToDate()) return { pdfPath, truthPath, indexDir, rebuilt: false };

  // runIngest replaces indexDir wholesale, so the lock lives beside it.
  const lockPath = `${indexDir}.lock`;
  fs.mkdirSync(path.dirname(indexDir), { recursive: true });
  for (;;) {
    if (upToDate()) return { pdfPath, truthPath, indexDir, rebuilt: false };
    if (tryLock(lockPath, STALE_LOCK_MS)) break;
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
  try {
    if (upToDate()) return { pdfPath, truthPath, indexDir, rebuilt: false };
    log(
      `eval: ingesting ${path.relative(PROJECT_ROOT, pdfPath)} into ${path.relative(PROJECT_ROOT, indexDir)}`,
    );
    const outcome = await runIngest({ pdf: pdfPath, out: indexDir, store: 'local' });
    if (outcome.exitCode !== 0) {
      const failed = Object.entries(outcome.report.gates)
        .filter(([, count]) => count > 0)
        .map(([gate, count]) => `${gate}=${count}`);
      throw new Error(
        `ensure-eval-index: ingest of ${pdfPath} failed its gates (${failed.join(', ')}); report in ${indexDir}/report.json`,
      );
    }
    fs.writeFileSync(stampPath, stamp);
    return { pdfPath, truthPath, indexDir, rebuilt: true };
  } finally {
    fs.rmSync(lockPath, { force: true });
  }
}

function sha256(bytes: Uint8Array | string): string {
  return createHash('sha256').update(bytes).digest('hex');
}

/** Folders whose sources decide what the ingest writes, relative to the project root. */
const INGEST_CODE_DIRS = ['ingestion', 'lib/text', 'lib/store', 'lib/schema'];
/** Under those: not part of the PDF → index path (the book itself is keyed by its bytes). */
const SKIPPED_DIRS = new Set(['sample', 'bench', 'testing', 'test-support', 'node_modules']);

function ingestCodeKey(): string {
  const hash = createHash('sha256');
  for (const dir of INGEST_CODE_DIRS) {
    for (const file of listSources(path.join(PROJECT_ROOT, dir))) {
      hash.update(path.relative(PROJECT_ROOT, file));
      hash.update(fs.readFileSync(file));
    }
  }
  const pdfjs = readText(path.join(PROJECT_ROOT, 'node_modules', 'pdfjs-dist', 'package.json'));
  hash.update(`pdfjs-dist@${pdfjs?.match(/"version":\s*"([^"]+)"/)?.[1] ?? '?'}`);
  return hash.digest('hex');
}

function listSources(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  const out: string[] = [];
  const entries = fs
    .readdirSync(dir, { withFileTypes: true })
    .sort((a, b) => a.name.localeCompare(b.name));
  for (const entry of entries) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!SKIPPED_DIRS.has(entry.name) && !entry.name.startsWith('.'))
        out.push(...listSources(full));
    } else if (/\.(ts|mjs|js)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) {
      out.push(full);
    }
  }
  return out;
}
