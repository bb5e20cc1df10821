import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AppError } from '@/lib/errors/app-error';
import { RATE_LIMIT_RULES } from './rate-limit-rules';

/** take-rate-limit.ts read fresh with `env`, its buckets emptied (they live on globalThis). */
async function limiter(env: Record<string, string> = {}) {
  vi.resetModules();
  delete (globalThis as Record<symbol, unknown>)[Symbol.for('duoc-thu.rate-limits')];
  for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value);
  const { takeRateLimit } = await import('./take-rate-limit');
  const { runAsRequest } = await import('@/lib/ops/ops-state');
  /** The status each of `n` requests from `client` at time `at` gets: 200, or 429. */
  return (client: string | null, n: number, at = 0) =>
    Array.from({ length: n }, () => {
      const take = () => takeRateLimit('question', 'chat', at);
      try {
        if (client === null) take();
        else runAsRequest({ client }, take);
        return 200;
      } catch (thrown) {
        // By name: the module graph was reset, so its AppError is another class object.
        if ((thrown as Error).name !== 'AppError') throw thrown;
        const error = thrown as AppError;
        expect(Number(error.headers['Retry-After'])).toBeGreaterThanOrEqual(1);
        return error.status;
      }
    });
}

afterEach(() => vi.unstubAllEnvs());

const { capacity } = RATE_LIMIT_RULES.question.perClient;

describe('takeRateLimit', () => {
  it('lets a client ask its burst, then answers 429 with Retry-After; another client asks on', async () => {
    const ask = await limiter();
    expect(ask('10.0.0.1', capacity + 2)).toEqual([...Array(capacity).fill(200), 429, 429]);
    expect(ask('10.0.0.2', 1)).toEqual([200]);
    // One second later one more question has dripped back in.
    expect(ask('10.0.0.1', 2, 1_000)).toEqual([200, 429]);
  });

  it('bounds all clients together: a client rotating addresses meets the total', async () => {
    const ask = await limiter();
    const total = RATE_LIMIT_RULES.question.allClients.capacity;
    const statuses = Array.from({ length: total + 1 }, (_, i) => ask(`172.16.0.${i}`, 1)[0]);
    expect(statuses.slice(0, total).every((s) => s === 200)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });

  it.each<[string, Record<string, string>, string | null]>([
    ['a handler called in process (no server request)', {}, null],
    ['RATE_LIMITS=off', { RATE_LIMITS: 'off' }, '10.0.0.1'],
  ])('limits nothing for %s', async (_name, env, client) => {
    const ask = await limiter(env);
    expect(ask(client, capacity * 2).every((s) => s === 200)).toBe(true);
  });
});
