import { getEnv } from '@/lib/env';
import { AppError, toErrorResponse } from '@/lib/errors/app-error';
import { openFeedbackStore } from '@/lib/feedback/open-feedback-store';
import { recordFeedback } from '@/lib/feedback/record-feedback';
import { guardJsonWrite } from '@/lib/http/guard-write';
import { RATE_LIMIT_RULES } from '@/lib/http/rate-limit-rules';
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
    // Origin, JSON, then the rate per instance (lib/http/rate-limit-rules.ts, `feedback`).
    guardJsonWrite(
      request,
      'feedback',
      'feedback',
      'Phản hồi chỉ được gửi từ chính trang Dược thư.',
    );
    const env = getEnv();
    // And all clients together across instances: the same all-clients bucket, kept in the
    // feedback store, so it holds for every instance sharing it (Postgres; docs/DEPLOY.md).
    if (env.RATE_LIMITS !== 'off') {
      const taken = await (
        await openFeedbackStore(env)
      ).takeToken('feedback:all-clients', RATE_LIMIT_RULES.feedback.allClients, Date.now());
      if (!taken.ok) {
        throw new AppError('too_many_requests:feedback', undefined, {
          headers: { 'Retry-After': String(taken.retryAfterSeconds) },
        });
      }
    }
    const feedback = await readJsonBody(
      request,
      feedbackRequestSchema,
      'feedback',
      'Phản hồi không hợp lệ: cần câu hỏi, câu trả lời và lựa chọn hữu ích/không hữu ích.',
    );
    // Kept in the store, never in a log line: an error while storing it is logged scrubbed.
    noteSecret(feedback.question, feedback.answer);
    await recordFeedback(feedback, env);
    return Response.json({ ok: true }, { status: 201, headers: { 'Cache-Control': 'no-store' } });
  } catch (error) {
    return toErrorResponse(error, 'feedback');
  }
}
