import { describe, expect, it } from 'vitest';
import { checkReviewToken } from './check-review-token';

const TOKEN = 'review-token-0123456789';

describe('checkReviewToken', () => {
  it.each<[string, string | undefined, string | null, string | string[] | undefined, boolean]>([
    ['no token configured: off for everyone', undefined, `Bearer ${TOKEN}`, TOKEN, false],
    ['the right bearer token', TOKEN, `Bearer ${TOKEN}`, undefined, true],
    ['the right query token', TOKEN, null, TOKEN, true],
    ['the first of repeated query tokens', TOKEN, null, [TOKEN, 'x'], true],
    ['a wrong token', TOKEN, null, 'review-token-0123456788', false],
    ['a prefix of the token', TOKEN, null, TOKEN.slice(0, 8), false],
    ['nothing presented', TOKEN, null, undefined, false],
    ['an empty query token', TOKEN, null, '', false],
    ['another auth scheme', TOKEN, `Basic ${TOKEN}`, undefined, false],
  ])('%s', (_name, configured, authorization, query, expected) => {
    expect(checkReviewToken(configured, { authorization, query })).toBe(expected);
  });
});
