import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { blankBoundedPhrase } from './blank-bounded-phrase';

/** The definition blankBoundedPhrase stands for. */
function byPattern(text: string, phrase: string): string {
  const escaped = phrase.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return text.replace(new RegExp(`(?<![\\p{L}\\p{M}])${escaped}(?![\\p{L}\\p{M}])`, 'gu'), ' ');
}

describe('blankBoundedPhrase', () => {
  it.each([
    ['theo dược thư, liều dùng', 'dược thư', 'theo  , liều dùng'],
    ['liều liều', 'liều', '   '],
    ['liềuliều', 'liều', 'liềuliều'],
    ['quá liều', 'liều', 'quá  '],
    ['aciclovir cho trẻ', 'aciclovir', '  cho trẻ'],
    // A mark glued on is a letter's part: "liều" + U+0301 is not the word.
    ['liều\u0301 x', 'liều', 'liều\u0301 x'],
    // An astral letter before the phrase (a surrogate pair) touches it.
    ['𝐀liều', 'liều', '𝐀liều'],
    ['😀liều', 'liều', '😀 '],
    ['liều1', 'liều', ' 1'],
    ['', 'liều', ''],
    ['a a a', 'a a', '  a'],
  ])('%j without %j → %j', (text, phrase, expected) => {
    expect(blankBoundedPhrase(text, phrase)).toBe(expected);
    expect(byPattern(text, phrase)).toBe(expected);
  });

  it('equals the pattern on generated text', () => {
    const pieces = ['liều', 'dùng', ' ', ',', 'a', '\u0301', '𝐀', '😀', '1', 'trẻ em', 'ă'];
    const phrases = ['liều', 'liều dùng', 'a', 'trẻ em', 'dùng a'];
    fc.assert(
      fc.property(
        fc.array(fc.oneof(fc.constantFrom(...pieces), fc.string({ unit: 'binary', maxLength: 2 }))),
        fc.constantFrom(...phrases),
        (parts, phrase) => {
          const text = parts.join('');
          expect(blankBoundedPhrase(text, phrase)).toBe(byPattern(text, phrase));
        },
      ),
      { numRuns: 3000 },
    );
  });
});
