import { getEnv } from '@/lib/env';
import { toErrorResponse } from '@/lib/errors/app-error';
import { recordFeedback } from '@/lib/feedback/record-feedback';
import { guardJsonWrite } from '@/lib/http/guard-write';
import { readJsonBody } from '@/lib/http/read-json-body';
import { noteSecret } from '@/lib/ops/note-question';
import { feedbackRequestSchema } from './schema';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/**
 * A thumbs up/down on one answer, kept with the question, answer and checked citations it
 * judged. JSON from this app's own pages only: a cross-site form or text/plain post needs no
 * preflight, so it is refused here (403, 415) before anything is read.
 */
export async function POST(request: Request): Promise<Response> {
  try {
    // Origin, JSON, then the rate (lib/http/rate-limit-rules.ts, `feedback`).
    guardJsonWrite(
      request,
      'feedback',
      'feedback',
      'Phản hồi chỉ được gửi từ chính trang Dược thư.',
    );
    const feedback = await readJsonBody(
      request,
      feedbackRequestSchema,
      'feedback',
      'Phản hồi không hợp lệ: cần câu hỏi, câu trả lời và lựa chọn hữu ích/không hữu ích.',
    );
    // Kept in the store, never in a log line: an error while storing it is logged scrubbed.
    noteSecret(feedback.question, feedback.answer);
    await recordFeedback(feedback, getEnv());
    return Response.json({ ok: true }, { status: 201, headers: { 'Cache-Control': 'no-store' } });
  } catch (error) {
    return toErrorResponse(error, 'feedback');
  }
}
