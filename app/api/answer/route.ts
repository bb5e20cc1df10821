import { answerQuestion } from '@/lib/answer/answer-question';
import { getAnswerDeps } from '@/lib/answer/get-answer-deps';
import { serverAnswerThread } from '@/lib/answer/worker/answer-off-thread';
import { toErrorResponse } from '@/lib/errors/app-error';
import { guardJsonWrite } from '@/lib/http/guard-write';
import { readJsonBody } from '@/lib/http/read-json-body';
import { noteQuestion } from '@/lib/ops/note-question';
import { answerResponseSchema } from '@/lib/schema/answer';
import { questionRequestSchema } from './schema';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/** POST {question, history?} → {mode, answer, citations, attachments, notices}. */
export async function POST(request: Request): Promise<Response> {
  try {
    guardJsonWrite(request, 'answer', 'question');
    const body = await readJsonBody(request, questionRequestSchema, 'answer');
    noteQuestion(body.question, body.history);
    // In Next's server the answer runs on its own thread (answer-off-thread.ts); a test that
    // calls this handler directly has no bundled worker, and answers in process.
    const answer =
      process.env.NEXT_RUNTIME === 'nodejs'
        ? await serverAnswerThread.answer(body.question, body.history)
        : await answerQuestion(body.question, body.history, await getAnswerDeps('answer'));
    return Response.json(answerResponseSchema.parse(answer), {
      headers: { 'Cache-Control': 'no-store' },
    });
  } catch (error) {
    return toErrorResponse(error, 'answer');
  }
}
