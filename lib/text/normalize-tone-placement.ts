import { TONE_MARKS } from './vietnamese-marks';

/**
 * Puts the tone mark of an open "oa", "oe" or "uy" syllable on its first vowel: "hoà" → "hòa",
 * "khoẻ" → "khỏe", "thuỷ" → "thủy".
 *
 * Why: the book prints both placements of the same word (counted in the real text samples:
 * "hóa" 321 times and "hoá" 22; "hòa" 12 and "hoà" 23), and NFC keeps them distinct, so
 * without this "điều hòa" would not match "điều hoà" in the exact stream. The first-vowel
 * placement is the one the book mostly prints and common Vietnamese keyboards type.
 *
 * Only open syllables move: when a consonant or vowel follows ("hoàn", "xoáy", "thuyết") both
 * conventions put the tone on the second vowel already. "qu" + y ("quý") is left alone: the
 * u there belongs to the consonant. Case is preserved; NFC out.
 */

// NFD: a bare vowel is the letter directly followed by the tone. A vowel carrying a
// circumflex, breve or horn has that mark between letter and tone (or after a dot below), so
// the pattern cannot match it ("oặ", "uở" are not touched).
const OA_OE = new RegExp(`([oO])([aAeE])([${TONE_MARKS}])$`, 'u');
const UY = new RegExp(`(?<![qQ])([uU])([yY])([${TONE_MARKS}])$`, 'u');

export function normalizeTonePlacement(syllable: string): string {
  const decomposed = syllable.normalize('NFD');
  const moved = decomposed.replace(OA_OE, '$1$3$2').replace(UY, '$1$3$2');
  return moved.normalize('NFC');
}
