import { describe, expect, it } from 'vitest';
import { TokenBucket } from './token-bucket';

describe('TokenBucket', () => {
  it('allows a burst of `capacity`, then refills at the set rate', () => {
    const bucket = new TokenBucket({ capacity: 3, refillPerSecond: 0.5 });
    expect([0, 0, 0, 0].map((t) => bucket.take('a', t).ok)).toEqual([true, true, true, false]);
    expect(bucket.take('a', 0)).toEqual({ ok: false, retryAfterSeconds: 2 });
    expect(bucket.take('a', 1000).ok).toBe(false); // half a token
    expect(bucket.take('a', 2000).ok).toBe(true);
    expect(bucket.take('b', 2000).ok).toBe(true); // another client has its own bucket
  });

  it('never holds more than `capacity`, however long a client was away', () => {
    const bucket = new TokenBucket({ capacity: 2, refillPerSecond: 1 });
    bucket.take('a', 0);
    const later = [1e9, 1e9, 1e9].map((t) => bucket.take('a', t).ok);
    expect(later).toEqual([true, true, false]);
  });

  it('forgets the least recently seen client past maxClients', () => {
    const bucket = new TokenBucket({ capacity: 1, refillPerSecond: 0.001, maxClients: 2 });
    bucket.take('a', 0);
    bucket.take('b', 0);
    bucket.take('c', 0); // evicts a
    expect(bucket.take('a', 0).ok).toBe(true);
    expect(bucket.take('c', 0).ok).toBe(false);
  });
});
