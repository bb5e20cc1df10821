import { foldDiacritics } from './fold-diacritics';
import { isVietnameseSyllable } from './is-vietnamese-syllable';
import { SHAPE_MARKS, TONE_MARKS } from './vietnamese-marks';

/**
 * What a token's spelling says about the text layer's diacritics, as bit flags. A font whose
 * Unicode map drops Vietnamese marks ("người" → "nguoi") or only the tones ("người" → "ngươi")
 * gives text that every other check passes: its tokens are still syllables, or plain Latin
 * words. Two facts of Vietnamese spelling catch it without a word list:
 * - a rhyme with "iê", "yê", "uô" or "ươ" is never written bare: "nguoi", "thuoc", "lieu",
 *   "chuyen" are not Vietnamese words, and they are some of the book's commonest words once
 *   their marks are gone (NEEDS_MARK: 280,122 of the 680-monograph sample's 1,625,585
 *   syllables; BARE among them: 0, and 0 in the real book's text);
 * - most words with ă, â, ê, ô, ơ, ư or đ carry a tone (0.78–0.83 measured on the real book's
 *   text and the sample); a font whose such words carry none has lost its tones.
 */
export const SPELLING = {
  /** A Vietnamese syllable whose rhyme needs a mark (iê, yê, uô, ươ). */
  NEEDS_MARK: 1,
  /** …and is written with none: the marks were dropped. */
  BARE: 2,
  /** A word with a Vietnamese letter (ă â ê ô ơ ư đ): one a tone can be judged on. */
  VIETNAMESE_LETTER: 4,
  /** …carrying a tone mark. */
  TONED: 8,
} as const;

/** iê/yê (folded ie, ye) and uô/ươ (folded uo, but not the onset "qu" before an o). */
const MARKED_RHYME = /ie|ye|(?<!q)uo/;
/** ˆ, ˘, the horn (decomposed) or đ. */
const VIETNAMESE_LETTER = new RegExp(`[${SHAPE_MARKS}đ]`);
const TONE = new RegExp(`[${TONE_MARKS}]`);

export function readTokenSpelling(token: string): number {
  const lower = token.normalize('NFC').toLowerCase();
  const folded = foldDiacritics(lower);
  let flags = 0;
  if (MARKED_RHYME.test(folded) && isVietnameseSyllable(folded)) {
    flags |= SPELLING.NEEDS_MARK;
    if (lower === folded) flags |= SPELLING.BARE;
  }
  const nfd = lower.normalize('NFD');
  if (VIETNAMESE_LETTER.test(nfd)) {
    flags |= SPELLING.VIETNAMESE_LETTER;
    if (TONE.test(nfd)) flags |= SPELLING.TONED;
  }
  return flags;
}
