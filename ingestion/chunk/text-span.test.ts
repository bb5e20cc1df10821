import { describe, expect, it } from 'vitest';
import { isWhitespace, isWhitespaceAt, trimSpan } from './text-span';

describe('isWhitespace', () => {
  it.each([
    [' ', true],
    ['\n', true],
    ['\t', true],
    ['\u00a0', true],
    ['\u2009', true],
    ['\u202f', true],
    ['\u3000', true],
    ['\ufeff', true],
    ['a', false],
    ['ư', false],
    ['\u200b', false],
    [undefined, false],
  ])('%j → %s, as /\\s/', (ch, expected) => {
    expect(isWhitespace(ch)).toBe(expected);
    if (ch !== undefined) expect(isWhitespaceAt(`x${ch}`, 1)).toBe(/\s/.test(ch));
  });

  it('agrees with /\\s/ on every code unit, and is false outside the text', () => {
    for (let code = 0; code < 0x10000; code++) {
      const ch = String.fromCharCode(code);
      expect(isWhitespaceAt(ch, 0)).toBe(/\s/.test(ch));
    }
    expect(isWhitespaceAt(' ', -1)).toBe(false);
    expect(isWhitespaceAt(' ', 1)).toBe(false);
  });
});

describe('trimSpan', () => {
  it.each([
    ['  Liều dùng \n', { start: 0, end: 13 }, { start: 2, end: 11 }],
    [' \u00a0\n ', { start: 0, end: 4 }, null],
    ['ab', { start: 1, end: 1 }, null],
  ])('%j', (text, span, expected) => {
    expect(trimSpan(text, span)).toEqual(expected);
  });
});
