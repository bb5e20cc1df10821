import 'server-only';
import { getEnv } from '@/lib/env';
import { AppError, type AppErrorSurface } from '@/lib/errors/app-error';
import { TokenBucket } from '@/lib/feedback/token-bucket';
import { currentRequest } from '@/lib/ops/ops-state';
import { RATE_LIMIT_RULES, type RateLimitName } from './rate-limit-rules';

type Buckets = Map<RateLimitName, { perClient: TokenBucket; allClients: TokenBucket }>;
const KEY = Symbol.for('duoc-thu.rate-limits');

/** One set of buckets per process, whichever module graph of Next's build asks (ops-state.ts). */
function buckets(): Buckets {
  const holder = globalThis as { [KEY]?: Buckets };
  return (holder[KEY] ??= new Map());
}

function bucketsFor(name: RateLimitName) {
  const all = buckets();
  let found = all.get(name);
  if (!found) {
    const rule = RATE_LIMIT_RULES[name];
    found = {
      perClient: new TokenBucket(rule.perClient),
      allClients: new TokenBucket(rule.allClients),
    };
    all.set(name, found);
  }
  return found;
}

/**
 * Takes one request from the client's bucket and the all-clients bucket of rule `name`, or
 * throws 429 with Retry-After. A handler called in process (a test, no server request around
 * it) has no network client to limit; RATE_LIMITS=off lifts the limits for load tests.
 */
export function takeRateLimit(
  name: RateLimitName,
  surface: AppErrorSurface,
  nowMs = Date.now(),
): void {
  const request = currentRequest();
  if (!request || getEnv().RATE_LIMITS === 'off') return;
  const { perClient, allClients } = bucketsFor(name);
  const mine = perClient.take(request.client, nowMs);
  const taken = mine.ok ? allClients.take('*', nowMs) : mine;
  if (!taken.ok) {
    throw new AppError(`too_many_requests:${surface}`, undefined, {
      headers: { 'Retry-After': String(taken.retryAfterSeconds) },
    });
  }
}
