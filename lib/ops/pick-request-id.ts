import { randomUUID } from 'node:crypto';

const UPSTREAM_ID = /^[A-Za-z0-9._:-]{8,128}$/;

/**
 * The request's id: a trusted proxy's `x-request-id` when it sent a sane one (so one id follows
 * the request through the balancer's log and ours), else a fresh UUID. An untrusted client's
 * id is never taken: it could make its requests look like someone else's in the log.
 */
export function pickRequestId(
  upstream: string | string[] | undefined,
  trustProxy: boolean,
): string {
  const given = Array.isArray(upstream) ? upstream[0] : upstream;
  if (trustProxy && given && UPSTREAM_ID.test(given)) return given;
  return randomUUID();
}
