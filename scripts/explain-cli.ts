/**
 * npm run explain -- --index DIR [--history JSON] "câu hỏi"
 * Why an answer leads as it does: the question as read (drugs, sections, patient, asks), the
 * chunks retrieved, the safety sentences that hold for the patient, every ranking table's key
 * vectors and the lead rule that fired, then the answer itself (extractive). Exit 2 on bad
 * arguments or no index.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { answerQuestion } from '@/lib/answer/answer-question';
import { newAnswerTrace } from '@/lib/answer/answer-trace';
import { formatAnswerTrace } from '@/lib/answer/format-answer-trace';
import { runMain } from '@/lib/cli/run-main';
import { parseEnv } from '@/lib/env';
import { loadBlocks } from '@/lib/index/load-blocks';
import { openRetrievalContext } from '@/lib/retrieval/open-retrieval-context';

const USAGE = 'usage: npm run explain -- --index DIR "câu hỏi"';

async function main(): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({ options: { index: { type: 'string' } }, allowPositionals: true });
  } catch (error) {
    console.error(`${(error as Error).message}\n${USAGE}`);
    return 2;
  }
  const question = parsed.positionals.join(' ').trim();
  if (!parsed.values.index || question === '') {
    console.error(USAGE);
    return 2;
  }
  const env = parseEnv({ ...process.env, INDEX_DIR: path.resolve(parsed.values.index) });
  let retrieval;
  try {
    retrieval = await openRetrievalContext(env);
  } catch (error) {
    console.error(
      `${parsed.values.index}: not an index written by npm run ingest (${(error as Error).message})`,
    );
    return 2;
  }
  const trace = newAnswerTrace();
  const deps = { retrieval, blocks: await loadBlocks(env.INDEX_DIR), model: null };
  const answer = await answerQuestion(question, [], deps, trace);
  console.log(formatAnswerTrace(trace, answer));
  return 0;
}

runMain(main);
