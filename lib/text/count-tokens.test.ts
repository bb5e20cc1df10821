import { describe, expect, it } from 'vitest';
import { countTokens, TOKENIZER_NAME } from './count-tokens';

describe('countTokens', () => {
  it('names the tokenizer', () => {
    expect(TOKENIZER_NAME).toBe('cl100k_base');
  });

  // Reference counts from OpenAI's cl100k_base ("hello world" = [15339, 1917]).
  it.each([
    ['', 0],
    ['hello world', 2],
    ['Hello, world!', 4],
  ])('%j has %i tokens', (text, expected) => {
    expect(countTokens(text)).toBe(expected);
  });

  it('counts a special-token string as text instead of throwing', () => {
    expect(countTokens('<|endoftext|>')).toBeGreaterThan(1);
  });

  it('counts Vietnamese diacritics as more tokens than their folded form', () => {
    const vi = 'Người lớn: uống 500 mg mỗi 8 giờ.';
    const folded = 'Nguoi lon: uong 500 mg moi 8 gio.';
    expect(countTokens(vi)).toBeGreaterThan(countTokens(folded));
  });
});
