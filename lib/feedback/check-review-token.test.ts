import { describe, expect, it } from 'vitest';
import { checkReviewToken, isReviewToken, reviewCookieValue } from './check-review-token';

const TOKEN = 'review-token-0123456789';
const COOKIE = reviewCookieValue(TOKEN);

describe('checkReviewToken', () => {
  it.each<[string, string | undefined, string | null, string | undefined, boolean]>([
    ['no token configured: off for everyone', undefined, `Bearer ${TOKEN}`, COOKIE, false],
    ['the right bearer token', TOKEN, `Bearer ${TOKEN}`, undefined, true],
    ['the sign-in cookie', TOKEN, null, COOKIE, true],
    ['the raw token as the cookie', TOKEN, null, TOKEN, false],
    ['a cookie from another token', TOKEN, null, reviewCookieValue(`${TOKEN}x`), false],
    ['a wrong bearer token', TOKEN, 'Bearer review-token-0123456788', undefined, false],
    ['a wrong bearer token with the right cookie', TOKEN, 'Bearer nope-nope-nope', COOKIE, false],
    ['a prefix of the token', TOKEN, `Bearer ${TOKEN.slice(0, 8)}`, undefined, false],
    ['nothing presented', TOKEN, null, undefined, false],
    ['another auth scheme', TOKEN, `Basic ${TOKEN}`, undefined, false],
  ])('%s', (_name, configured, authorization, cookie, expected) => {
    expect(checkReviewToken(configured, { authorization, cookie })).toBe(expected);
  });

  it('keeps the token out of the cookie', () => {
    expect(COOKIE).toMatch(/^[0-9a-f]{64}$/);
    expect(COOKIE).not.toContain(TOKEN);
  });
});

describe('isReviewToken', () => {
  it.each<[string, string | undefined, string, boolean]>([
    ['the token', TOKEN, TOKEN, true],
    ['another token', TOKEN, 'x'.repeat(TOKEN.length), false],
    ['an empty form', TOKEN, '', false],
    ['no token configured', undefined, '', false],
  ])('%s', (_name, configured, given, expected) => {
    expect(isReviewToken(configured, given)).toBe(expected);
  });
});
