import { getEnv } from '@/lib/env';
import { AppError, toErrorResponse } from '@/lib/errors/app-error';
import { isReviewToken, REVIEW_COOKIE, reviewCookieValue } from '@/lib/feedback/check-review-token';
import { requireSameOrigin } from '@/lib/http/guard-write';
import { readBodyText } from '@/lib/http/read-json-body';
import { takeRateLimit } from '@/lib/http/take-rate-limit';
import { currentRequest } from '@/lib/ops/ops-state';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/** A sign-in lasts a working shift. */
const SESSION_SECONDS = 8 * 60 * 60;
/** A token and a form field name fit many times over. */
const FORM_MAX_BYTES = 4096;

function seeOther(location: string, headers: Record<string, string> = {}): Response {
  return new Response(null, {
    status: 303,
    headers: { Location: location, 'Cache-Control': 'no-store', ...headers },
  });
}

/**
 * POST /api/review/session (the sign-in form, `token=…`): the right token sets an HttpOnly,
 * SameSite=Strict cookie scoped to /review and goes there; a wrong one goes back to the form.
 * From the app's own origin only, and rate-limited (`reviewSignIn`) against guessing.
 */
export async function POST(request: Request): Promise<Response> {
  try {
    const env = getEnv();
    if (!env.REVIEW_TOKEN) throw new AppError('not_found:review');
    requireSameOrigin(request, 'review');
    if (
      !/^application\/x-www-form-urlencoded\s*(;|$)/i.test(
        request.headers.get('content-type') ?? '',
      )
    ) {
      throw new AppError('unsupported_media_type:review', 'Hãy gửi mã bằng biểu mẫu đăng nhập.');
    }
    takeRateLimit('reviewSignIn', 'review');
    const form = new URLSearchParams(await readBodyText(request, 'review', FORM_MAX_BYTES));
    if (!isReviewToken(env.REVIEW_TOKEN, form.get('token') ?? '')) {
      return seeOther('/review/sign-in?error=1');
    }
    const secure =
      (env.PUBLIC_ORIGIN?.startsWith('https:') ?? false) || currentRequest()?.protocol === 'https';
    const cookie = [
      `${REVIEW_COOKIE}=${reviewCookieValue(env.REVIEW_TOKEN)}`,
      'Path=/review',
      'HttpOnly',
      'SameSite=Strict',
      `Max-Age=${SESSION_SECONDS}`,
      ...(secure ? ['Secure'] : []),
    ].join('; ');
    return seeOther('/review', { 'Set-Cookie': cookie });
  } catch (error) {
    return toErrorResponse(error, 'review');
  }
}
