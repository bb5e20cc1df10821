import { describe, expect, it } from 'vitest';
import { isReadableToken, letterTokens } from './is-readable-token';

describe('isReadableToken', () => {
  it.each([
    ['người', true],
    ['nghiêng', true],
    ['Liều', true],
    ['ciprofloxacin', true],
    ['mg', true],
    ['thườngxuấthiện', false],
    ['tươngứ', false],
    ['héi', false],
    ['hoµ', false],
    ['ngưòời', false],
  ])('%s → %s', (token, readable) => {
    expect(isReadableToken(token)).toBe(readable);
  });

  it('splits on anything not a letter or mark', () => {
    expect(letterTokens('Liều 500 mg/ngày, (trẻ em)')).toEqual(['Liều', 'mg', 'ngày', 'trẻ', 'em']);
  });
});
