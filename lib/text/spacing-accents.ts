import { isToneMark } from './vietnamese-marks';

/**
 * Tone and shape marks a font maps to spacing accents instead of combining marks: a mark glyph
 * named "acute", "grave", "tilde", "circumflex" or "breve" (what legacy Vietnamese faces and
 * their Unicode conversions call them) reads, by the Adobe Glyph List, as U+00B4 ´, U+0060 `,
 * U+02DC ˜, U+02C6 ˆ, U+02D8 ˘ — so "người" reads "ngươ`i" and no word is a syllable. Each
 * spacing accent here stands for the combining mark Unicode composes. Hook above and dot below
 * have no spacing forms (their glyphs map to U+0309/U+0323, which the combining-mark repair
 * already joins), and "~", "^", "." are left alone: they are text in a drug book (≈, 10^9, 2.5).
 */
const ACCENT_MARKS: ReadonlyMap<number, string> = new Map([
  [0x00b4, '\u0301'],
  [0x02ca, '\u0301'],
  [0x0060, '\u0300'],
  [0x02cb, '\u0300'],
  [0x02dc, '\u0303'],
  [0x02c6, '\u0302'],
  [0x02d8, '\u0306'],
]);

/** Asked of every character of a chunk's text by the gate: the map only for U+02C6–02DC. */
export function isSpacingAccentCode(code: number): boolean {
  return (
    code === 0x60 || code === 0xb4 || (code >= 0x2c6 && code <= 0x2dc && ACCENT_MARKS.has(code))
  );
}

/** The combining mark a spacing accent stands for, or null. */
export function markOfSpacingAccent(ch: string): string | null {
  return ch.length === 1 ? (ACCENT_MARKS.get(ch.charCodeAt(0)) ?? null) : null;
}

/** Which base vowels each shape mark sits on in Vietnamese: â ê ô, ă, ơ ư. */
const SHAPE_BASES: ReadonlyMap<string, string> = new Map([
  ['\u0302', 'aeo'],
  ['\u0306', 'a'],
  ['\u031b', 'ou'],
]);

/**
 * One letter of the Vietnamese alphabet carrying at most one shape mark and one tone: a vowel
 * (a e i o u y, any case) with marks Vietnamese puts on it. "Ń", "ǹ", "x̃" are not: a spacing
 * accent beside them is a prime or a symbol, never a lost tone.
 */
export function isVietnameseVowelLetter(letter: string): boolean {
  const [base, ...marks] = letter.normalize('NFD');
  if (!base || !'aeiouy'.includes(base.toLowerCase())) return false;
  let tones = 0;
  let shapes = 0;
  for (const mark of marks) {
    if (isToneMark(mark)) tones++;
    else if (SHAPE_BASES.get(mark)?.includes(base.toLowerCase())) shapes++;
    else return false;
  }
  return tones <= 1 && shapes <= 1;
}

/**
 * `letter` with the spacing accent's mark on it, when that is one Vietnamese letter (one code
 * point after NFC); null otherwise ("ơ" + "`" → "ờ"; "ờ" + "´" → null: a letter has one tone).
 */
export function composeSpacingAccent(letter: string, accent: string): string | null {
  const mark = markOfSpacingAccent(accent);
  if (!mark || [...letter].length !== 1) return null;
  // The shape mark before the tone, as Unicode decomposes "ẩ" (a, U+0302, U+0309): "ả" + "ˆ"
  // is "ẩ" only in that order.
  const [base, ...marks] = letter.normalize('NFD');
  marks.push(mark);
  marks.sort((a, b) => Number(isToneMark(a)) - Number(isToneMark(b)));
  const composed = (base + marks.join('')).normalize('NFC');
  return [...composed].length === 1 && isVietnameseVowelLetter(composed) ? composed : null;
}

const isLetter = (ch: string | undefined) => ch !== undefined && /\p{L}/u.test(ch);

/**
 * Joins each spacing accent to the letter it belongs on: the letter before it (Unicode's order),
 * or — at the start of a word, where legacy fonts type the accent first — the letter after it.
 * An accent that makes no Vietnamese letter with either stays as it is.
 */
export function composeSpacingAccents(text: string): string {
  const chars = [...text];
  const out: string[] = [];
  for (let i = 0; i < chars.length; i++) {
    const ch = chars[i]!;
    if (!isSpacingAccentCode(ch.charCodeAt(0)) || ch.length !== 1) {
      out.push(ch);
      continue;
    }
    const prev = out[out.length - 1];
    const before = isLetter(prev) ? composeSpacingAccent(prev!, ch) : null;
    if (before) {
      out[out.length - 1] = before;
      continue;
    }
    const next = chars[i + 1];
    const after = !isLetter(prev) && isLetter(next) ? composeSpacingAccent(next!, ch) : null;
    if (after) {
      out.push(after);
      i++;
      continue;
    }
    out.push(ch);
  }
  return out.join('');
}

/**
 * Spacing accents that sit on a letter they compose with — lost tones, counted as a text-layer
 * defect: exactly those composeSpacingAccents joins. A prime after a digit ("3´-azido") or a
 * lone backtick is not counted.
 */
export function countSpacingAccents(text: string): number {
  if (!hasSpacingAccent(text)) return 0;
  return countAccents(text) - countAccents(composeSpacingAccents(text));
}

function countAccents(text: string): number {
  let n = 0;
  for (let i = 0; i < text.length; i++) if (isSpacingAccentCode(text.charCodeAt(i))) n++;
  return n;
}

/** Any spacing accent at all: the cheap test before counting. */
export function hasSpacingAccent(text: string): boolean {
  for (let i = 0; i < text.length; i++) if (isSpacingAccentCode(text.charCodeAt(i))) return true;
  return false;
}
