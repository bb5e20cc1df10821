/**
 * npm run eval:answers — the answers' first lines measured on the answer golden set against the
 * default sample book (the same cached index as `npm run eval`). Exit 0: thresholds met; 1:
 * below a threshold; 2: the index could not be built or the golden set is invalid.
 */
import { ensureSampleIndex } from '@/ingestion/testing/ensure-sample-index';
import { EVAL_INDEX_DIR } from '../eval-index-dir';
import { evaluateAnswers, formatAnswerReport } from './evaluate-answers';
import { answerThresholdFailures } from './score-answer';
import { reportThresholds, runMain } from '@/lib/cli/run-main';

async function main(): Promise<number> {
  let result;
  try {
    const { indexDir } = await ensureSampleIndex({
      indexDir: EVAL_INDEX_DIR,
      log: (line) => console.error(line),
    });
    result = await evaluateAnswers(indexDir);
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    return 2;
  }
  console.log(formatAnswerReport(result));
  return reportThresholds(
    answerThresholdFailures(result.summary),
    'the answers meet the thresholds',
  );
}

runMain(main);
