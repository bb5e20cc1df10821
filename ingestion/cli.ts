/**
 * npm run ingest -- --pdf FILE --out DIR [--store local|qdrant] [--monograph-pages A-B]
 * npm run ingest -- --pdf FILE --check   (text-layer health; writes nothing)
 * Exit 0: gates pass and DIR holds the new index. 1: a gate failed (report written, store
 * untouched). 2: bad input — one clear line on stderr, nothing written.
 *
 * The npm script runs it with MALLOC_ARENA_MAX=2: the extraction's worker threads each opened
 * glibc malloc arenas that kept their freed typed-array memory after the workers ended, and the
 * ingest's peak (the gates stage) came at 735–807 MB against its 800 MB goal; with two arenas,
 * 677 MB in the same hour (bench:ingest, 680-monograph book).
 */
import { makeEmbedders } from '@/lib/ai/make-embedders';
import { parseEnv } from '@/lib/env';
import { openQdrantStore } from '@/lib/store/open-chunk-store';
import { checkTextLayer } from './check-text-layer';
import { isExtractError } from './extract/extract-error';
import { formatSummary } from './format-summary';
import { INGEST_USAGE, parseIngestArgs, UsageError } from './parse-ingest-args';
import { createProgressBar } from './progress-bar';
import { InputError, runIngest } from './run-ingest';
import { RegionError } from './segment/find-regions';
import { runMain } from '@/lib/cli/run-main';

async function main(): Promise<number> {
  let args;
  try {
    args = parseIngestArgs(process.argv.slice(2));
  } catch (error) {
    console.error(
      error instanceof UsageError ? error.message : `${(error as Error).message}\n${INGEST_USAGE}`,
    );
    return 2;
  }
  if (args.check) {
    try {
      const checked = await checkTextLayer(args.pdf, { workers: args.workers });
      console.log(checked.report);
      if (checked.refusal) console.error(checked.refusal);
      return checked.exitCode;
    } catch (error) {
      if (isExtractError(error)) {
        console.error(error.message);
        return 2;
      }
      throw error;
    }
  }
  const env = parseEnv(process.env);
  const qdrantUrl = env.QDRANT_URL;
  if (args.store === 'qdrant' && !qdrantUrl) {
    console.error('--store qdrant needs QDRANT_URL (and QDRANT_API_KEY if the server wants one)');
    return 2;
  }
  const bar = createProgressBar();
  try {
    const outcome = await runIngest(args, {
      progress: bar,
      embedDocuments: makeEmbedders(env)?.documents,
      openRemoteStore: qdrantUrl
        ? () => openQdrantStore({ ...env, QDRANT_URL: qdrantUrl })
        : undefined,
    });
    bar.finish();
    console.log(formatSummary(outcome.report));
    if (outcome.exitCode === 0) console.log(`\nIndex written to ${args.out}`);
    else
      console.log(
        `\nReport: ${args.out}/report.json — rejected output kept in ${outcome.rejectedDir}`,
      );
    return outcome.exitCode;
  } catch (error) {
    bar.finish();
    if (isExtractError(error) || error instanceof RegionError || error instanceof InputError) {
      console.error(error.message);
      return 2;
    }
    throw error;
  }
}

runMain(main);
