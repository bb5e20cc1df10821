import type { TokenBucketOptions } from '@/lib/feedback/token-bucket';

/**
 * Every rate limit of the app, one named row each: a bucket per client and one over all
 * clients, since a client behind a shared address (a hospital's NAT, an untrusted proxy) or one
 * that rotates addresses must still not exceed the total. Per instance: two instances behind one
 * balancer allow twice the total (README, "Operating it").
 */
export interface RateLimitRule {
  perClient: TokenBucketOptions;
  allClients: TokenBucketOptions;
  /** Why these numbers. */
  why: string;
}

export const RATE_LIMIT_RULES = {
  question: {
    perClient: { capacity: 30, refillPerSecond: 1 },
    allClients: { capacity: 300, refillPerSecond: 20 },
    why:
      'An answer costs ~0.1 s of CPU (bench:api p50 90 ms at 10 clients), or an LLM call with a ' +
      'budget. A clinician asks a few questions a minute: 30 at once then one a second is far ' +
      'above that; 20 a second over all clients keeps a flood from one site to about two cores.',
  },
  feedback: {
    perClient: { capacity: 10, refillPerSecond: 1 / 3 },
    allClients: { capacity: 100, refillPerSecond: 2 },
    why:
      'A clinician votes on an answer now and then. Measured defect: one client appended 104 MB ' +
      'of feedback in 10 s (166 writes/s).',
  },
  reviewSignIn: {
    perClient: { capacity: 5, refillPerSecond: 1 / 30 },
    allClients: { capacity: 20, refillPerSecond: 1 / 5 },
    why: 'Guessing the review token: 5 tries, then one every 30 s per client.',
  },
} as const satisfies Record<string, RateLimitRule>;

export type RateLimitName = keyof typeof RATE_LIMIT_RULES;
