import { SHAPE_MARKS, TONE_MARKS } from './vietnamese-marks';

/**
 * A tone on another vowel of a syllable whose vowels include one with a circumflex, breve or
 * horn moves onto that vowel (the last of them: "ươ" takes it on "ơ"): "ngừơi" → "người",
 * "thúôc" → "thuốc". Vietnamese puts the tone there under either placement convention (the two
 * differ only for "oa", "oe", "uy", which have no such vowel). A tone lands on the wrong vowel
 * when a font draws its mark glyph before the letter it sits on and the glyph reading joins it to
 * the letter before (attachOrphanMarks prefers Unicode's order). Measured on the real book's
 * text (../shared/realdata): no word changes.
 */
const TONES = new RegExp(`[${TONE_MARKS}]`, 'u');
const SHAPES = new RegExp(`[${SHAPE_MARKS}]`, 'u');
const VOWELS = 'aeiouyAEIOUY';

export function moveMisplacedTone(word: string): string {
  const nfd = word.normalize('NFD');
  if (!TONES.test(nfd) || !SHAPES.test(nfd)) return word;
  // Letters with their marks: [base, marks].
  const letters: [string, string][] = [];
  for (const ch of nfd) {
    if (/\p{M}/u.test(ch) && letters.length > 0) letters[letters.length - 1]![1] += ch;
    else letters.push([ch, '']);
  }
  const toned = letters.filter(([, m]) => TONES.test(m));
  if (toned.length !== 1) return word;
  const at = letters.findIndex(([, m]) => TONES.test(m));
  if (!VOWELS.includes(letters[at]![0])) return word;
  // The vowel run (the nucleus) around the toned vowel.
  let start = at;
  while (start > 0 && VOWELS.includes(letters[start - 1]![0])) start--;
  let end = at;
  while (end + 1 < letters.length && VOWELS.includes(letters[end + 1]![0])) end++;
  let target = -1;
  for (let i = start; i <= end; i++) if (SHAPES.test(letters[i]![1])) target = i;
  if (target < 0 || target === at) return word;
  const tone = TONES.exec(letters[at]![1])![0];
  letters[at]![1] = letters[at]![1].replace(tone, '');
  letters[target]![1] += tone;
  return letters
    .map(([b, m]) => b + m)
    .join('')
    .normalize('NFC');
}
