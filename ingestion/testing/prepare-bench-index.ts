import { existsSync } from 'node:fs';
import path from 'node:path';
import { ensureSampleBook } from '../sample/ensure-sample-book';
import { runIngest } from '../run-ingest';

/** The benchmarks' index: the 680-monograph sample book (the real book's size), ingested once. */
export const BENCH_INDEX_DIR = '.cache/index-680';

export async function prepareBenchIndex(dir = BENCH_INDEX_DIR): Promise<string> {
  const indexDir = path.resolve(dir);
  if (existsSync(path.join(indexDir, 'source.json'))) return indexDir;
  console.log(`building ${indexDir} from the 680-monograph sample book …`);
  const book = await ensureSampleBook({ dir: '.cache/sample-680', monographs: 680 });
  const outcome = await runIngest({ pdf: book.pdfPath, out: indexDir, store: 'local' });
  if (outcome.exitCode !== 0)
    throw new Error(`ingest failed its gates: ${JSON.stringify(outcome.report.gates)}`);
  return indexDir;
}
