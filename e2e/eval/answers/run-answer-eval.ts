/**
 * npm run eval:answers — the answers' first lines measured on the answer golden set against the
 * default sample book (the same cached index as `npm run eval`). Exit 0: thresholds met; 1:
 * below a threshold; 2: the index could not be built or the golden set is invalid.
 */
import { ensureEvalIndex } from '@/e2e/eval/retrieval/ensure-eval-index';
import { evaluateAnswers, formatAnswerReport } from './evaluate-answers';
import { answerThresholdFailures } from './score-answer';

async function main(): Promise<number> {
  let result;
  try {
    const { indexDir } = await ensureEvalIndex({ log: (line) => console.error(line) });
    result = await evaluateAnswers(indexDir);
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    return 2;
  }
  console.log(formatAnswerReport(result));
  const failures = answerThresholdFailures(result.summary);
  if (failures.length > 0) {
    console.log(`\nFAIL: ${failures.join('; ')}`);
    return 1;
  }
  console.log('\nPASS: the answers meet the thresholds');
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? (error.stack ?? error.message) : String(error));
    process.exit(3);
  },
);
