import { answerResponseSchema, type AnswerResponse } from '@/lib/schema/answer';
import type { PolicyResult } from './answer-draft';
import { renderAnswer } from './render-answer';

/** The POST /api/answer body, parsed on the way out like every boundary. */
export function toAnswerResponse(
  result: PolicyResult,
  mode: AnswerResponse['mode'],
): AnswerResponse {
  return answerResponseSchema.parse({
    mode,
    answer: renderAnswer(result),
    citations: result.citations,
    attachments: result.attachments,
    notices: result.notices,
  });
}
