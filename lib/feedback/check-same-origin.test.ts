import { describe, expect, it } from 'vitest';
import { isSameOrigin } from './check-same-origin';

const URL_ = 'http://127.0.0.1:3000/api/feedback';

describe('isSameOrigin', () => {
  it.each<[string, Record<string, string>, boolean]>([
    [
      'the app itself',
      { host: '127.0.0.1:3000', origin: 'http://127.0.0.1:3000', 'sec-fetch-site': 'same-origin' },
      true,
    ],
    ['no browser headers (curl)', { host: '127.0.0.1:3000' }, true],
    ['another site', { host: '127.0.0.1:3000', origin: 'http://evil.example' }, false],
    ['another port', { host: '127.0.0.1:3000', origin: 'http://127.0.0.1:4000' }, false],
    ['an opaque origin', { host: '127.0.0.1:3000', origin: 'null' }, false],
    ['Sec-Fetch-Site cross-site without Origin', { 'sec-fetch-site': 'cross-site' }, false],
    ['Sec-Fetch-Site same-site (a sibling subdomain)', { 'sec-fetch-site': 'same-site' }, false],
    ['Sec-Fetch-Site none (typed in the address bar)', { 'sec-fetch-site': 'none' }, false],
  ])('%s → %s', (_name, headers, expected) => {
    expect(isSameOrigin(new Headers(headers), URL_)).toBe(expected);
  });
});
