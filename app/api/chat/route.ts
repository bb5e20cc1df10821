import { createUIMessageStream, createUIMessageStreamResponse } from 'ai';
import { answerQuestion } from '@/lib/answer/answer-question';
import { getAnswerDeps } from '@/lib/answer/get-answer-deps';
import { serverAnswerThread } from '@/lib/answer/worker/answer-off-thread';
import { toErrorResponse } from '@/lib/errors/app-error';
import { guardJsonWrite } from '@/lib/http/guard-write';
import { readJsonBody } from '@/lib/http/read-json-body';
import { noteQuestion } from '@/lib/ops/note-question';
import type { ChatMessage } from '@/lib/schema/chat-message';
import { questionRequestSchema } from './schema';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/** Words per streamed text delta: enough to feel live, few enough events. */
const WORDS_PER_DELTA = 6;

/**
 * The answer as an AI SDK UI message stream for useChat. Nothing streams before the policy has
 * passed the whole answer — an LLM's raw tokens never reach the clinician — then the text streams
 * and one `data-answer` part carries citations, crops and notices.
 */
export async function POST(request: Request): Promise<Response> {
  try {
    guardJsonWrite(request, 'chat', 'question');
    const body = await readJsonBody(request, questionRequestSchema, 'chat');
    noteQuestion(body.question, body.history);
    // On the answer thread in Next's server, as /api/answer (answer-off-thread.ts says why).
    const answer =
      process.env.NEXT_RUNTIME === 'nodejs'
        ? await serverAnswerThread.answer(body.question, body.history, 'chat')
        : await answerQuestion(body.question, body.history, await getAnswerDeps('chat'));
    const stream = createUIMessageStream<ChatMessage>({
      execute: ({ writer }) => {
        const id = 'answer-text';
        writer.write({ type: 'text-start', id });
        const words = answer.answer.split(/(?<=\s)/);
        for (let i = 0; i < words.length; i += WORDS_PER_DELTA) {
          writer.write({
            type: 'text-delta',
            id,
            delta: words.slice(i, i + WORDS_PER_DELTA).join(''),
          });
        }
        writer.write({ type: 'text-end', id });
        writer.write({ type: 'data-answer', data: answer });
      },
      onError: () => 'Đã có lỗi khi gửi câu trả lời. Hãy thử lại.',
    });
    return createUIMessageStreamResponse({ stream, headers: { 'Cache-Control': 'no-store' } });
  } catch (error) {
    return toErrorResponse(error, 'chat');
  }
}
