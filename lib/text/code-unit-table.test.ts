import { describe, expect, it } from 'vitest';
import { isSurrogateCode, tableOfCodeUnits } from './code-unit-table';

describe('tableOfCodeUnits', () => {
  it('holds the class of every BMP code unit', () => {
    const digits = tableOfCodeUnits((ch) => (/\p{N}/u.test(ch) ? 1 : 0));
    expect(digits.length).toBe(0x10000);
    expect(digits['7'.charCodeAt(0)]).toBe(1);
    expect(digits['a'.charCodeAt(0)]).toBe(0);
    expect(digits[0x0663]).toBe(1); // Arabic-Indic three
  });
});

describe('isSurrogateCode', () => {
  it.each([
    [0xd7ff, false],
    [0xd800, true],
    [0xdbff, true],
    [0xdc00, true],
    [0xdfff, true],
    [0xe000, false],
  ])('%s → %s', (code, expected) => {
    expect(isSurrogateCode(code)).toBe(expected);
  });
});
