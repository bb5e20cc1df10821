import { describe, expect, it } from 'vitest';
import { isSameOrigin, type ExpectedOrigin } from './check-same-origin';

const HTTP: ExpectedOrigin = { publicOrigin: undefined, protocol: 'http' };
const PUBLIC: ExpectedOrigin = { publicOrigin: 'https://thuoc.example.vn', protocol: 'http' };
const APP = { host: '127.0.0.1:3000', 'sec-fetch-site': 'same-origin' };

describe('isSameOrigin', () => {
  it.each<[string, Record<string, string>, ExpectedOrigin, boolean]>([
    ['the app itself', { ...APP, origin: 'http://127.0.0.1:3000' }, HTTP, true],
    ['no browser headers (curl)', { host: '127.0.0.1:3000' }, HTTP, true],
    ['another site', { host: '127.0.0.1:3000', origin: 'http://evil.example' }, HTTP, false],
    ['another port', { host: '127.0.0.1:3000', origin: 'http://127.0.0.1:4000' }, HTTP, false],
    ['another scheme', { ...APP, origin: 'https://127.0.0.1:3000' }, HTTP, false],
    ['an opaque origin', { host: '127.0.0.1:3000', origin: 'null' }, HTTP, false],
    ['a non-web scheme', { host: 'x', origin: 'file://x' }, HTTP, false],
    ['no Host to compare with', { origin: 'http://127.0.0.1:3000' }, HTTP, false],
    ['Sec-Fetch-Site cross-site without Origin', { 'sec-fetch-site': 'cross-site' }, HTTP, false],
    [
      'Sec-Fetch-Site same-site (a sibling subdomain)',
      { 'sec-fetch-site': 'same-site' },
      HTTP,
      false,
    ],
    ['Sec-Fetch-Site none (typed in the address bar)', { 'sec-fetch-site': 'none' }, HTTP, false],
    [
      'https through a trusted TLS proxy',
      { host: 'thuoc.example.vn', origin: 'https://thuoc.example.vn' },
      { publicOrigin: undefined, protocol: 'https' },
      true,
    ],
    [
      'the public origin',
      { host: '10.0.0.5:3000', origin: 'https://thuoc.example.vn' },
      PUBLIC,
      true,
    ],
    [
      'the public origin with its default port spelled out',
      { host: '10.0.0.5:3000', origin: 'https://thuoc.example.vn:443' },
      PUBLIC,
      true,
    ],
    [
      'the public host over http',
      { host: 'thuoc.example.vn', origin: 'http://thuoc.example.vn' },
      PUBLIC,
      false,
    ],
    [
      'a forged Host with a matching Origin (DNS rebinding)',
      { host: 'evil.example:3000', origin: 'http://evil.example:3000' },
      PUBLIC,
      false,
    ],
    [
      'the public origin on another port',
      { host: 'x', origin: 'https://thuoc.example.vn:8443' },
      PUBLIC,
      false,
    ],
  ])('%s → %s', (_name, headers, expected, allowed) => {
    expect(isSameOrigin(new Headers(headers), expected)).toBe(allowed);
  });
});
