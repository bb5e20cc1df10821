import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { collapseWhitespace } from './collapse-whitespace';

const byRegex = (text: string) => text.replace(/\s+/g, ' ').trim();

describe('collapseWhitespace', () => {
  it.each([
    ['Liều dùng: 500 mg', 'Liều dùng: 500 mg'],
    ['', ''],
    [' ', ''],
    ['a', 'a'],
    [' a', 'a'],
    ['a ', 'a'],
    ['a  b', 'a b'],
    ['a\tb', 'a b'],
    ['a\u00a0b', 'a b'],
    ['1\u2009000 mg', '1 000 mg'],
    ['a \n b\r\n', 'a b'],
    ['\ufeffa', 'a'],
  ])('%j → %j, as replace(/\\s+/g, " ").trim()', (text, expected) => {
    expect(collapseWhitespace(text)).toBe(expected);
    expect(expected).toBe(byRegex(text));
  });

  it('equals the regex on any text', () => {
    const pieces = ['a', 'ư', ' ', '  ', '\t', '\n', '\u00a0', '\u2009', '\u3000', '\ufeff', '1'];
    fc.assert(
      fc.property(
        fc.oneof(
          fc.array(fc.constantFrom(...pieces), { maxLength: 12 }).map((p) => p.join('')),
          fc.string({ unit: 'binary' }),
        ),
        (text) => {
          expect(collapseWhitespace(text)).toBe(byRegex(text));
        },
      ),
      { numRuns: 3000 },
    );
  });
});
