import { describe, expect, it } from 'vitest';
import { toRoman } from './to-roman';

describe('toRoman', () => {
  it.each([
    [1, 'i'],
    [3, 'iii'],
    [4, 'iv'],
    [9, 'ix'],
    [14, 'xiv'],
    [40, 'xl'],
    [1994, 'mcmxciv'],
  ])('%i -> %s', (n, roman) => {
    expect(toRoman(n)).toBe(roman);
  });

  it.each([0, -1, 1.5, 4000])('rejects %d', (n) => {
    expect(() => toRoman(n)).toThrow(/to-roman/);
  });
});
