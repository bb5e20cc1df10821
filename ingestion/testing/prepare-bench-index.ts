import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { readIndexSourceSync } from '@/lib/index/read-index-source';
import { ensureSampleBook } from '../sample/ensure-sample-book';
import { runIngest } from '../run-ingest';

import { BENCH_INDEX_DIR } from './bench-paths';

/** The benchmarks' index: the 680-monograph sample book (the real book's size), ingested once. */
export { BENCH_INDEX_DIR };

function recordedSha(indexDir: string): string | null {
  try {
    return readIndexSourceSync(indexDir).sha256;
  } catch {
    return null;
  }
}

/** Re-ingests when the cached book changed (the generator was edited) or no index exists yet. */
export async function prepareBenchIndex(dir = BENCH_INDEX_DIR): Promise<string> {
  const indexDir = path.resolve(dir);
  const book = await ensureSampleBook({ dir: '.cache/sample-680', monographs: 680 });
  const sha = createHash('sha256').update(readFileSync(book.pdfPath)).digest('hex');
  if (recordedSha(indexDir) === sha) return indexDir;
  console.log(`building ${indexDir} from the 680-monograph sample book …`);
  const outcome = await runIngest({ pdf: book.pdfPath, out: indexDir, store: 'local' });
  if (outcome.exitCode !== 0)
    throw new Error(`ingest failed its gates: ${JSON.stringify(outcome.report.gates)}`);
  return indexDir;
}
