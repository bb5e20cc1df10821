import {
  forEachLetterToken,
  isReadableToken,
  LONG_TOKEN_LETTERS,
} from '@/lib/text/is-readable-token';
import { readTokenSpelling, SPELLING } from '@/lib/text/read-token-spelling';
import { countLookalikeLetters, isLookalikeCode } from '@/lib/text/lookalike-letters';
import { SliceCountTable } from '@/lib/text/slice-count-table';
import { countSpacingAccents, isSpacingAccentCode } from '@/lib/text/spacing-accents';

/**
 * Text-layer health, measured per page and per font during extraction (issue 10): what each
 * font says its glyphs are before any repair ("raw") and what is left after repair.
 */
export interface CharDefects {
  /** Private Use Area code points (U+E000–F8FF, planes 15–16). */
  pua: number;
  /** Combining marks (a decomposed letter, or a mark no letter took). */
  marks: number;
  /** U+FFFD and control characters. */
  replacement: number;
  /** Compatibility ligatures U+FB00–FB06. */
  ligatures: number;
  /** Tone or shape marks written as spacing accents on a letter ("ngươ`i"; spacing-accents.ts). */
  spacing_accents: number;
  /**
   * Letters drawn like a Vietnamese one but coded as another: eth Ð ð (U+00D0/00F0) for Đ đ, the
   * "oi" letters Ƣ ƣ (U+01A2/01A3) for Ư ư ("ngƣời"). See lookalike-letters.ts.
   */
  lookalikes: number;
}

export interface FontHealth extends CharDefects {
  font: string;
  /** Characters the font's text gave on this page (raw). */
  glyphs: number;
  /** Glyphs with no Unicode: a composite font without a ToUnicode map reads as raw codes. */
  unmapped: number;
  /** Glyphs from a Symbol/Wingdings/Dingbats font. */
  symbol: number;
  /** A legacy 8-bit Vietnamese encoding the font's name declares, converted on read. */
  legacy: string | null;
  /** Defects left after repair, in the final text. */
  left: CharDefects;
  /** The lowest and highest PUA code point left after repair (for the message). */
  pua_range: [number, number] | null;
  /**
   * Letter tokens of this font's final text, and how many are valid syllables or Latin words:
   * a text layer that is not Vietnamese is refused naming the font that makes it so.
   */
  tokens: number;
  readable: number;
  /**
   * Letter tokens of another script (Greek μ and β, Cyrillic): neither Vietnamese nor garbage,
   * so the font's own readable floor leaves them out (a font that sets only Greek letters is
   * no broken map).
   */
  foreign: number;
  /**
   * What the spelling of those tokens says of the font's diacritics (read-token-spelling.ts):
   * syllables whose rhyme needs a mark, those written without one, words with a Vietnamese
   * letter, those with a tone. A font that dropped its marks or its tones is refused by name.
   */
  needs_mark: number;
  bare: number;
  vietnamese_letters: number;
  toned: number;
}

export interface PageHealth {
  physical_page: number;
  fonts: FontHealth[];
  /** Letter tokens in the page's final text, and how many are valid syllables or Latin words. */
  tokens: number;
  readable: number;
  /** Letters in the page's text, and those inside implausibly long tokens (words run together). */
  letters: number;
  long_letters: number;
  /** The page was read glyph by glyph because its text layer needed repair. */
  repaired: boolean;
  /** pdf.js's reading of the page ran words together (before the glyph-level word gaps). */
  ran_together: boolean;
  /** pdf.js's reading spelled a tracked title out one letter a word (count-spaced-letters.ts). */
  letter_spaced: boolean;
}

const PUA = /[\ue000-\uf8ff\u{f0000}-\u{10fffd}]/gu;
const MARKS = /\p{M}/gu;
const REPLACEMENT = /[\ufffd\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/gu;
const LIGATURES = /[\ufb00-\ufb06]/gu;

/**
 * Any of the four above, or a spacing accent that may be a lost tone: nearly every string has
 * none, and one test rules them all out.
 */
const ANY_DEFECT =
  /[\ue000-\uf8ff\u{f0000}-\u{10fffd}\p{M}\ufffd\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\ufb00-\ufb06\u0060\u00b4\u02c6\u02ca\u02cb\u02d8\u02dc\u00d0\u00f0\u01a2\u01a3]/u;

const count = (text: string, re: RegExp) => text.match(re)?.length ?? 0;

export function countCharDefects(text: string): CharDefects {
  if (!hasCharDefects(text)) return NO_DEFECTS;
  return {
    pua: count(text, PUA),
    marks: count(text, MARKS),
    replacement: count(text, REPLACEMENT),
    ligatures: count(text, LIGATURES),
    spacing_accents: countSpacingAccents(text),
    lookalikes: countLookalikeLetters(text),
  };
}

/** How many defects of any kind: a text with only a prime or a backtick has none. */
export function countAllDefects(d: CharDefects): number {
  return d.pua + d.marks + d.replacement + d.ligatures + d.spacing_accents + d.lookalikes;
}

/**
 * `ANY_DEFECT.test(text)`, with the characters of Vietnamese and Latin text decided without the
 * regular expression: ASCII and Latin-1 to U+02FF (only controls, the spacing accents and the
 * lookalike letters are defects there), Greek,
 * Latin Extended Additional (the precomposed Vietnamese letters), general punctuation through
 * the symbol blocks to U+2BFF. The first character outside them hands the rest of the string to
 * the regular expression. Measured: the expression alone was 0.55 s of each extraction worker on
 * the 680-monograph sample, asked of every text item and span.
 */
export function hasCharDefects(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c < 0x300) {
      if (c < 0x20 ? c !== 0x09 && c !== 0x0a && c !== 0x0d : c >= 0x7f && c <= 0x9f) return true;
      // A spacing accent may be a lost tone (countSpacingAccents decides); an eth is a đ, an
      // "oi" letter a ư.
      if (isSpacingAccentCode(c) || isLookalikeCode(c)) return true;
      continue;
    }
    if (
      (c >= 0x370 && c <= 0x3ff) ||
      (c >= 0x1e00 && c <= 0x1eff) ||
      (c >= 0x2000 && c <= 0x20cf) ||
      (c >= 0x2100 && c <= 0x2bff)
    )
      continue;
    // Not a low surrogate of a pair: a high surrogate is never skipped above.
    return ANY_DEFECT.test(text.slice(i));
  }
  return false;
}

export function puaRange(text: string): [number, number] | null {
  let lo = Infinity;
  let hi = -Infinity;
  for (const ch of text.match(PUA) ?? []) {
    const cp = ch.codePointAt(0)!;
    lo = Math.min(lo, cp);
    hi = Math.max(hi, cp);
  }
  return Number.isFinite(lo) ? [lo, hi] : null;
}

/** Fonts whose glyphs are pictures, not letters. */
export function isSymbolFont(font: string): boolean {
  return /symbol|wingding|dingbat|webding/i.test(font);
}

export type TokenCounts = Pick<PageHealth, 'tokens' | 'readable' | 'letters' | 'long_letters'> &
  Pick<FontHealth, 'foreign' | 'needs_mark' | 'bare' | 'vietnamese_letters' | 'toned'>;

export const TOKEN_COUNT_KEYS = [
  'tokens',
  'readable',
  'letters',
  'long_letters',
  'foreign',
  'needs_mark',
  'bare',
  'vietnamese_letters',
  'toned',
] as const satisfies readonly (keyof TokenCounts)[];

export const noTokenCounts = (): TokenCounts => ({
  ...NO_FONT_TOKENS,
  letters: 0,
  long_letters: 0,
});

/** The token counts a font keeps (its letters are counted on the page only). */
export const FONT_TOKEN_KEYS = [
  'tokens',
  'readable',
  'foreign',
  'needs_mark',
  'bare',
  'vietnamese_letters',
  'toned',
] as const satisfies readonly (keyof FontHealth & keyof TokenCounts)[];

export type FontTokenCounts = Pick<FontHealth, (typeof FONT_TOKEN_KEYS)[number]>;

export const NO_FONT_TOKENS: FontTokenCounts = Object.freeze({
  tokens: 0,
  readable: 0,
  foreign: 0,
  needs_mark: 0,
  bare: 0,
  vietnamese_letters: 0,
  toned: 0,
});

/** Adds `from`'s font token counts into `into` (a page's into its font, a font's into the book). */
export function addFontTokens(into: FontTokenCounts, from: FontTokenCounts): void {
  for (const key of FONT_TOKEN_KEYS) into[key] += from[key];
}

/** Basic Latin, Latin-1, Latin Extended-A/B and Latin Extended Additional (Vietnamese). */
function hasLatinLetter(token: string): boolean {
  for (let i = 0; i < token.length; i++) {
    const c = token.charCodeAt(i);
    if ((c >= 0x41 && c <= 0x24f) || (c >= 0x1e00 && c <= 0x1eff)) return true;
  }
  return false;
}

const READABLE = 1;
const LATIN = 2;
const SPELLING_SHIFT = 2;

/**
 * What addTokenCounts reads of each token, read once per spelling per worker and looked up by
 * the token's place in its text: readable (bit 0), a Latin letter (bit 1), the spelling's flags
 * (bits 2 on). Measured on the 680-monograph book: a string and three Map lookups per token
 * were ~0.8 s of each extraction worker.
 */
const tokenProfiles = new SliceCountTable(200_000);

function readProfile(token: string): number {
  return (
    (isReadableToken(token) ? READABLE : 0) |
    (hasLatinLetter(token) ? LATIN : 0) |
    (readTokenSpelling(token) << SPELLING_SHIFT)
  );
}

/** A text's letter-token counts (is-readable-token.ts, read-token-spelling.ts), added into `counts`. */
export function addTokenCounts(text: string, counts: TokenCounts): void {
  forEachLetterToken(text, (start, end) => {
    const length = end - start;
    counts.tokens++;
    counts.letters += length;
    if (length > LONG_TOKEN_LETTERS) counts.long_letters += length;
    const profile = tokenProfiles.getOrRead(text, start, end, readProfile);
    if (profile & READABLE) counts.readable++;
    else if (!(profile & LATIN)) counts.foreign++;
    const spelling = profile >> SPELLING_SHIFT;
    if (spelling === 0) return;
    if (spelling & SPELLING.NEEDS_MARK) counts.needs_mark++;
    if (spelling & SPELLING.BARE) counts.bare++;
    if (spelling & SPELLING.VIETNAMESE_LETTER) counts.vietnamese_letters++;
    if (spelling & SPELLING.TONED) counts.toned++;
  });
}

export function addDefects(a: CharDefects, b: CharDefects): CharDefects {
  return {
    pua: a.pua + b.pua,
    marks: a.marks + b.marks,
    replacement: a.replacement + b.replacement,
    ligatures: a.ligatures + b.ligatures,
    spacing_accents: a.spacing_accents + b.spacing_accents,
    lookalikes: a.lookalikes + b.lookalikes,
  };
}

export const NO_DEFECTS: CharDefects = Object.freeze({
  pua: 0,
  marks: 0,
  replacement: 0,
  ligatures: 0,
  spacing_accents: 0,
  lookalikes: 0,
});
