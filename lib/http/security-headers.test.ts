import { describe, expect, it } from 'vitest';
import { buildContentSecurityPolicy, createNonce } from './security-headers';

function directives(csp: string): Map<string, string[]> {
  return new Map(
    csp.split(';').map((d) => {
      const [name = '', ...values] = d.trim().split(/\s+/);
      return [name, values];
    }),
  );
}

describe('buildContentSecurityPolicy', () => {
  const prod = directives(buildContentSecurityPolicy({ nonce: 'abc123==', dev: false }));

  it.each<[string, string[]]>([
    ['frame-ancestors', ["'none'"]],
    ['object-src', ["'none'"]],
    ['img-src', ["'self'", 'blob:', 'data:']],
    ['connect-src', ["'self'"]],
    ['worker-src', ["'self'", 'blob:']],
  ])('%s is exactly %j', (name, values) => {
    expect(prod.get(name)).toEqual(values);
  });

  it('allows scripts only by nonce, never inline or eval in production', () => {
    const script = prod.get('script-src') ?? [];
    expect(script).toContain("'nonce-abc123=='");
    expect(script).not.toContain("'unsafe-inline'");
    expect(script).not.toContain("'unsafe-eval'");
  });

  it('adds eval for next dev only', () => {
    const dev = directives(buildContentSecurityPolicy({ nonce: 'n', dev: true }));
    expect(dev.get('script-src')).toContain("'unsafe-eval'");
  });

  it('makes a fresh 128-bit nonce each time', () => {
    const a = createNonce();
    expect(Buffer.from(a, 'base64')).toHaveLength(16);
    expect(createNonce()).not.toBe(a);
  });
});
