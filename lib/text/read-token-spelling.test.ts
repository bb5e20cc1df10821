import { describe, expect, it } from 'vitest';
import { readTokenSpelling, SPELLING } from './read-token-spelling';

const { NEEDS_MARK, BARE, VIETNAMESE_LETTER, TONED } = SPELLING;

describe('readTokenSpelling', () => {
  it.each([
    ['người', NEEDS_MARK | VIETNAMESE_LETTER | TONED],
    ['nguoi', NEEDS_MARK | BARE],
    ['ngươi', NEEDS_MARK | VIETNAMESE_LETTER],
    ['Thuốc', NEEDS_MARK | VIETNAMESE_LETTER | TONED],
    ['THUOC', NEEDS_MARK | BARE],
    ['liều', NEEDS_MARK | VIETNAMESE_LETTER | TONED],
    ['lieu', NEEDS_MARK | BARE],
    ['chuyên', NEEDS_MARK | VIETNAMESE_LETTER],
    // Decomposed input reads as its composed form.
    ['ngu\u031bo\u031b\u0300i', NEEDS_MARK | VIETNAMESE_LETTER | TONED],
    ['đặc', VIETNAMESE_LETTER | TONED],
    ['dùng', 0],
    ['dung', 0],
    // "qu" + o is an onset and a plain vowel: "quốc" has its mark from ô, not from the rhyme rule.
    ['quoc', 0],
    ['quốc', VIETNAMESE_LETTER | TONED],
    // Latin words: not syllables, or syllables with no marked rhyme.
    ['field', 0],
    ['placebo', 0],
    ['the', 0],
  ])('%s → %i', (token, flags) => {
    expect(readTokenSpelling(token)).toBe(flags);
  });
});
