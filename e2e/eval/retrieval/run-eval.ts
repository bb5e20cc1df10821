/**
 * npm run eval — retrieval measured on the golden set against the default sample book.
 * Builds (cached) the book into .cache/sample-default and its index into .cache/eval-index,
 * prints recall@1, recall@5 and MRR on (drug, section) per tag and overall, and precision on
 * not-in-book questions. Exit 0: thresholds met; 1: below a threshold; 2: the golden set does
 * not fit the book or the index could not be built.
 */
import { evaluateSampleBook } from './evaluate-sample-book';
import { thresholdFailures } from './score-ranking';
import { reportThresholds, runMain } from '@/lib/cli/run-main';

async function main(): Promise<number> {
  let result;
  try {
    result = await evaluateSampleBook({ log: (line) => console.error(line) });
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    return 2;
  }
  console.log(result.report);
  return reportThresholds(
    thresholdFailures(result.summary),
    'recall@5 and not-in-book precision meet the thresholds',
  );
}

runMain(main);
