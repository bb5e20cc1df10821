import { getEnv } from '@/lib/env';
import { AppError, toErrorResponse } from '@/lib/errors/app-error';
import { isSameOrigin } from '@/lib/feedback/check-same-origin';
import { openFeedbackStore } from '@/lib/feedback/open-feedback-store';
import { recordFeedback } from '@/lib/feedback/record-feedback';
import { TokenBucket } from '@/lib/feedback/token-bucket';
import { readJsonBody } from '@/lib/http/read-json-body';
import { readClientKey } from '@/lib/http/read-client-key';
import { feedbackRequestSchema } from './schema';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/**
 * A clinician votes on an answer now and then: 10 at once, then one every 3 s, per client. Per
 * instance, in memory: behind a balancer that spreads one client over N instances it allows up
 * to N times this (docs/DEPLOY.md), which the all-clients limit below still bounds.
 */
const perClient = new TokenBucket({ capacity: 10, refillPerSecond: 1 / 3 });
/**
 * And all clients together, because a client can name itself (read-client-key.ts): at most 2
 * votes a second overall, so no key-rotating flood writes faster than the total cap can hold.
 * Kept in the feedback store, so it holds across every instance sharing it (Postgres).
 */
const ALL_CLIENTS = { capacity: 100, refillPerSecond: 2 };

/**
 * A thumbs up/down on one answer, kept with the question, answer and checked citations it
 * judged. JSON from this app's own pages only: a cross-site form or text/plain post needs no
 * preflight, so it is refused here (403, 415) before anything is read.
 */
export async function POST(request: Request): Promise<Response> {
  try {
    if (!isSameOrigin(request.headers, request.url)) {
      throw new AppError('forbidden:feedback', 'Phản hồi chỉ được gửi từ chính trang Dược thư.');
    }
    const type = request.headers.get('content-type') ?? '';
    if (!/^application\/json\s*(;|$)/i.test(type)) {
      throw new AppError('unsupported_media_type:feedback');
    }
    const now = Date.now();
    const env = getEnv();
    const mine = perClient.take(readClientKey(request.headers), now);
    const taken = mine.ok
      ? await (await openFeedbackStore(env)).takeToken('feedback:all-clients', ALL_CLIENTS, now)
      : mine;
    if (!taken.ok) {
      throw new AppError('too_many_requests:feedback', undefined, {
        headers: { 'Retry-After': String(taken.retryAfterSeconds) },
      });
    }
    const feedback = await readJsonBody(
      request,
      feedbackRequestSchema,
      'feedback',
      'Phản hồi không hợp lệ: cần câu hỏi, câu trả lời và lựa chọn hữu ích/không hữu ích.',
    );
    await recordFeedback(feedback, env);
    return Response.json({ ok: true }, { status: 201, headers: { 'Cache-Control': 'no-store' } });
  } catch (error) {
    return toErrorResponse(error, 'feedback');
  }
}
