import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { findRawTokens, RAW_TOKEN } from './find-raw-tokens';

/** The regex's matches as the scanner reports them. */
const byRegex = (text: string) =>
  [...text.matchAll(RAW_TOKEN)].flatMap((m) => [m.index, m.index + m[0].length]);

describe('findRawTokens', () => {
  it.each([
    ['', []],
    ['liều dùng: 500mg', [0, 4, 5, 9, 11, 16]],
    ['0,425 mg/kg', [0, 5, 6, 8, 9, 11]],
    ['1.000.000,5 ml', [0, 11, 12, 14]],
    ['1,5mg', [0, 3, 3, 5]],
    ['a1,5', [0, 2, 3, 4]],
    ['5, 6.', [0, 1, 3, 4]],
    ['1..2 3,,4 ,5', [0, 1, 3, 4, 5, 6, 8, 9, 11, 12]],
    ['tu\u031bo\u031bng ²³ ½', [0, 7, 8, 10, 11, 12]],
    ['a12ca01 b12', [0, 7, 8, 11]],
  ])('%j', (text, offsets) => {
    expect(findRawTokens(text)).toEqual(offsets);
    expect(offsets).toEqual(byRegex(text));
  });

  it('leaves text with a surrogate to the regex', () => {
    expect(findRawTokens('x\u{1d400}y')).toBeNull();
    expect(findRawTokens('x \ud800')).toBeNull();
  });

  it('equals the regex on any text without surrogates', () => {
    const pieces = ['1', '23', '.', ',', ' ', 'a', 'ư', '\u0301', '²', '-', '/', 'Đ', '٣', 'x'];
    fc.assert(
      fc.property(
        fc.oneof(
          fc.array(fc.constantFrom(...pieces), { maxLength: 30 }).map((p) => p.join('')),
          fc.string({ unit: 'binary' }).map((s) => s.replace(/[\ud800-\udfff]/g, '')),
        ),
        (text) => {
          expect(findRawTokens(text)).toEqual(byRegex(text));
        },
      ),
      { numRuns: 3000 },
    );
  });
});
