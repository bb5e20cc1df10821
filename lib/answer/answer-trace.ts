import type { RankTrace } from '@/lib/answer/rank/rank-key';
import type { HoldingTrace } from '@/lib/answer/safety/find-holding-lines';
import type { AskedQuestion } from '@/lib/question/asked-question';
import type { RetrievalResult } from '@/lib/retrieval/retrieve-chunks';

/**
 * Why an answer leads with its first line, filled by answerQuestion when asked (`npm run
 * explain`): how the question was read, what was retrieved, every safety sentence read and the
 * rule that fired, and every ranking table's key vectors and the lead rule that fired.
 */
export interface AnswerTrace {
  asked?: AskedQuestion;
  retrieval?: RetrievalResult;
  safety: HoldingTrace[];
  ranks: RankTrace[];
}

export function newAnswerTrace(): AnswerTrace {
  return { safety: [], ranks: [] };
}
