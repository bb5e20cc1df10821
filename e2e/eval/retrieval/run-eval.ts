/**
 * npm run eval — retrieval measured on the golden set against the default sample book.
 * Builds (cached) the book into .cache/sample-default and its index into .cache/eval-index,
 * prints recall@1, recall@5 and MRR on (drug, section) per tag and overall, and precision on
 * not-in-book questions. Exit 0: thresholds met; 1: below a threshold; 2: the golden set does
 * not fit the book or the index could not be built.
 */
import { evaluateSampleBook } from './evaluate-sample-book';
import { thresholdFailures } from './score-ranking';

async function main(): Promise<number> {
  let result;
  try {
    result = await evaluateSampleBook({ log: (line) => console.error(line) });
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    return 2;
  }
  console.log(result.report);
  const failures = thresholdFailures(result.summary);
  if (failures.length > 0) {
    console.log(`\nFAIL: ${failures.join('; ')}`);
    return 1;
  }
  console.log('\nPASS: recall@5 and not-in-book precision meet the thresholds');
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? (error.stack ?? error.message) : String(error));
    process.exit(3);
  },
);
