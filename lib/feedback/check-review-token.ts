import { createHash, timingSafeEqual } from 'node:crypto';

/**
 * Whether a request may see /review: only when REVIEW_TOKEN is configured and the request
 * presents it, as `Authorization: Bearer <token>` or `?token=<token>` (a link a pharmacist can
 * open; Referrer-Policy: no-referrer keeps it out of other sites' logs). Compared in constant
 * time over hashes, so neither the token nor its length leaks through timing.
 */
export function checkReviewToken(
  configured: string | undefined,
  presented: { authorization: string | null; query: string | string[] | undefined },
): boolean {
  if (!configured) return false;
  const bearer = /^Bearer\s+(.+)$/i.exec(presented.authorization ?? '')?.[1]?.trim();
  const query = Array.isArray(presented.query) ? presented.query[0] : presented.query;
  const given = bearer ?? query;
  if (!given) return false;
  const digest = (s: string) => createHash('sha256').update(s, 'utf8').digest();
  return timingSafeEqual(digest(given), digest(configured));
}
