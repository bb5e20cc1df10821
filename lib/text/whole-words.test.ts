import { describe, expect, it } from 'vitest';
import { wholeWords } from './whole-words';

describe('wholeWords', () => {
  it.each<[string, string, boolean]>([
    ['tm|iv', 'tiem tm cham', true],
    ['tm|iv', 'atm', false],
    ['tiem\\s+bap', 'tiem bap o dui', true],
    ['tiem\\s+bap', 'tiem bapx', false],
  ])('%s in %s → %s', (body, text, matches) => {
    expect(wholeWords(body).test(text)).toBe(matches);
  });

  it('keeps the flags asked (a global pattern for matchAll)', () => {
    expect([...'nap roi nap'.matchAll(wholeWords('nap', 'gu'))]).toHaveLength(2);
  });
});
