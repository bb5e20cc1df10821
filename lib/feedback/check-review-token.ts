import { createHash, timingSafeEqual } from 'node:crypto';

/** The cookie the review sign-in form sets (HttpOnly, SameSite=Strict, Path=/review). */
export const REVIEW_COOKIE = 'review_session';

/**
 * What the review cookie holds for a configured token: a hash of it, not the token, so a cookie
 * read off a pharmacist's machine is not the token itself, and a new REVIEW_TOKEN signs every
 * old cookie out.
 */
export function reviewCookieValue(token: string): string {
  return createHash('sha256').update(`duoc-thu review session\n${token}`, 'utf8').digest('hex');
}

function sameSecret(given: string, expected: string): boolean {
  const digest = (s: string) => createHash('sha256').update(s, 'utf8').digest();
  return timingSafeEqual(digest(given), digest(expected));
}

/**
 * Whether a request may see /review: only when REVIEW_TOKEN is configured and the request
 * presents it as `Authorization: Bearer <token>`, or carries the cookie the sign-in form set.
 * Never from the URL: measured defect, `/review?token=…` echoed the token into the page's HTML,
 * and a URL also lands in browser history and proxy logs. Compared in constant time over
 * hashes, so neither the token nor its length leaks through timing.
 */
export function checkReviewToken(
  configured: string | undefined,
  presented: { authorization: string | null; cookie: string | undefined },
): boolean {
  if (!configured) return false;
  const bearer = /^Bearer\s+(.+)$/i.exec(presented.authorization ?? '')?.[1]?.trim();
  if (bearer) return sameSecret(bearer, configured);
  if (presented.cookie) return sameSecret(presented.cookie, reviewCookieValue(configured));
  return false;
}

/** Whether a token typed into the sign-in form is the configured one. */
export function isReviewToken(configured: string | undefined, given: string): boolean {
  return Boolean(configured) && given.length > 0 && sameSecret(given, configured!);
}
