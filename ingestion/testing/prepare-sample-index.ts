import { rm } from 'node:fs/promises';
import path from 'node:path';
import { ensureSampleBook } from '../sample/ensure-sample-book';
import { runIngest } from '../run-ingest';

/** Where the test suites find the default sample book and its index. */
export const SAMPLE_BOOK_DIR = '.cache/sample-default';

/**
 * The default sample book (built once, cached by ensureSampleBook) ingested afresh into `outDir`,
 * exactly as `npm run ingest` would: tests and Playwright run against the real pipeline's output.
 */
export async function prepareSampleIndex(
  outDir: string,
): Promise<{ pdfPath: string; truthPath: string; indexDir: string }> {
  const book = await ensureSampleBook({ dir: SAMPLE_BOOK_DIR });
  const indexDir = path.resolve(outDir);
  await rm(indexDir, { recursive: true, force: true });
  const outcome = await runIngest({ pdf: book.pdfPath, out: indexDir, store: 'local' });
  if (outcome.exitCode !== 0) {
    throw new Error(
      `prepare-sample-index: the sample book failed ingest gates: ${JSON.stringify(outcome.report.gate_examples)}`,
    );
  }
  return { ...book, indexDir };
}
