import { describe, expect, it } from 'vitest';
import { parseVnNumber } from './parse-vn-number';

describe('parseVnNumber', () => {
  it.each([
    ['30', 30],
    ['2,5', 2.5],
    ['1,73', 1.73],
    ['1.000', 1000],
    ['2 000', 2000],
    ['12.500,5', 12500.5],
    ['0.5', 0.5],
    ['1.5', 1.5],
    ['abc', null],
    ['2,', null],
    ['1 23', null],
  ])('%s → %s', (raw, value) => {
    expect(parseVnNumber(raw)).toBe(value);
  });
});
