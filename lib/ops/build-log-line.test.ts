import { describe, expect, it } from 'vitest';
import { buildRequestLine, routeOf, scrubSecrets } from './build-log-line';
import type { RequestContext } from './ops-state';

const context: RequestContext = {
  id: 'r-1',
  client: '10.0.0.1',
  protocol: 'http',
  fields: { question_chars: 31, question_hash: 'abcd' },
  secrets: ['Bệnh nhân Nguyễn Văn A'],
};

describe('routeOf', () => {
  it.each([
    ['/api/find?q=nguyen+van+a', '/api/find'],
    ['/review#x', '/review'],
    ['/', '/'],
    [undefined, '/'],
    [`/${'a'.repeat(300)}`, `/${'a'.repeat(199)}…`],
  ])('%s → %s', (url, route) => {
    expect(routeOf(url)).toBe(route);
  });
});

describe('buildRequestLine', () => {
  it('carries id, method, route, status, duration, generation and the noted fields', () => {
    const line = buildRequestLine({
      method: 'POST',
      url: '/api/answer?x=1',
      status: 200,
      durationMs: 12.345,
      generation: 'index.gen-abc',
      aborted: false,
      context,
    });
    expect(line).toEqual({
      msg: 'request',
      request_id: 'r-1',
      method: 'POST',
      route: '/api/answer',
      status: 200,
      duration_ms: 12.3,
      generation: 'index.gen-abc',
      question_chars: 31,
      question_hash: 'abcd',
    });
    // Neither the client's address nor the secrets are fields of the line.
    expect(JSON.stringify(line)).not.toMatch(/10\.0\.0\.1|Nguyễn/);
  });

  it('says when the client went away', () => {
    const line = buildRequestLine({
      method: 'GET',
      url: '/',
      status: 200,
      durationMs: 1,
      generation: null,
      aborted: true,
      context: { ...context, fields: {} },
    });
    expect(line).toMatchObject({ aborted: true, generation: null });
  });
});

describe('scrubSecrets', () => {
  it.each<[string, string[], string]>([
    [
      'TypeError: cannot read "Bệnh nhân Nguyễn Văn A, 72 tuổi"',
      ['Bệnh nhân Nguyễn Văn A, 72 tuổi'],
      'TypeError: cannot read "[redacted]"',
    ],
    ['twice: abcd abcd', ['abcd'], 'twice: [redacted] [redacted]'],
    ['a short secret is left alone: ab', ['ab'], 'a short secret is left alone: ab'],
    ['nothing to scrub', [], 'nothing to scrub'],
  ])('%s', (text, secrets, expected) => {
    expect(scrubSecrets(text, secrets)).toBe(expected);
  });
});
