import { describe, expect, it } from 'vitest';
import { writeHaproxyConfig } from './write-haproxy-config';

describe('writeHaproxyConfig', () => {
  it('balances over every instance, checks the probe, retries a request no instance took', () => {
    const cfg = writeHaproxyConfig({ port: 3244, backends: [3245, 3246], checkPath: '/api/ready' });
    expect(cfg).toContain('bind 127.0.0.1:3244');
    expect(cfg).toContain('option httpchk GET /api/ready');
    expect(cfg).toMatch(
      /server app1 127\.0\.0\.1:3245 check\n\s+server app2 127\.0\.0\.1:3246 check/,
    );
    expect(cfg).toContain('retry-on conn-failure empty-response');
    expect(cfg).toContain('timeout check 5s');
    expect(cfg).toMatch(/set-header Retry-After 5 if \{ status 503 \}/);
    // Never retried: a response an instance gave, so a 503 or a stored vote is not sent twice.
    expect(cfg).not.toMatch(/retry-on .*(503|response-timeout|all-retryable)/);
  });
});
