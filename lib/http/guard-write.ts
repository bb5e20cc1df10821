import 'server-only';
import { getEnv } from '@/lib/env';
import { AppError, type AppErrorSurface } from '@/lib/errors/app-error';
import { isSameOrigin } from '@/lib/feedback/check-same-origin';
import { currentRequest } from '@/lib/ops/ops-state';
import type { RateLimitName } from './rate-limit-rules';
import { takeRateLimit } from './take-rate-limit';

/** 403 unless the write comes from the app's own origin (check-same-origin.ts says how). */
export function requireSameOrigin(
  request: Request,
  surface: AppErrorSurface,
  message?: string,
): void {
  const protocol =
    currentRequest()?.protocol ?? (new URL(request.url).protocol === 'https:' ? 'https' : 'http');
  if (!isSameOrigin(request.headers, { publicOrigin: getEnv().PUBLIC_ORIGIN, protocol })) {
    throw new AppError(`forbidden:${surface}`, message);
  }
}

/** `application/json`, with or without parameters. */
export function isJsonContentType(value: string | null): boolean {
  return /^application\/json\s*(;|$)/i.test(value ?? '');
}

/**
 * 415 unless the body is declared JSON. A cross-site form or text/plain post needs no CORS
 * preflight: measured, /api/answer and /api/chat answered 200 to text/plain and to no type at
 * all, so any page could spend a clinician's browser on the server's CPU or LLM budget.
 */
export function requireJsonContent(request: Request, surface: AppErrorSurface): void {
  if (!isJsonContentType(request.headers.get('content-type'))) {
    throw new AppError(`unsupported_media_type:${surface}`);
  }
}

/** The checks every JSON write passes before its body is read: origin, type, then its rate. */
export function guardJsonWrite(
  request: Request,
  surface: AppErrorSurface,
  limit: RateLimitName,
  forbiddenMessage?: string,
): void {
  requireSameOrigin(request, surface, forbiddenMessage);
  requireJsonContent(request, surface);
  takeRateLimit(limit, surface);
}
