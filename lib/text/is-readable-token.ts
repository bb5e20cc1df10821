import { isSurrogateCode, tableOfCodeUnits } from './code-unit-table';
import { foldDiacritics } from './fold-diacritics';
import { isVietnameseSyllable } from './is-vietnamese-syllable';
import { memoizeByToken } from './memoize-by-token';
import { SHAPE_MARKS, TONE_MARKS } from './vietnamese-marks';

/** The five Vietnamese tone marks (grave, acute, tilde, hook above, dot below). */
const TONES = new RegExp(`[${TONE_MARKS}]`, 'gu');
/** Letters and marks Vietnamese spelling uses: a–z, đ, the tones, ˆ ˘ and the horn. */
const VIETNAMESE_LETTERS = new RegExp(`^[a-zđ${TONE_MARKS}${SHAPE_MARKS}]+$`, 'u');

/**
 * Whether a token of letters is a valid Vietnamese syllable — a closed structure: an onset, a
 * rhyme and at most one tone — or a plain Latin word (drug names, units, "placebo"), which this
 * cannot judge and so counts as readable. Text decoded in the wrong encoding ("Céng hoµ"), run
 * together ("thườngxuấthiện") or made of mapping garbage fails.
 */
export function isReadableToken(token: string): boolean {
  if (/^[A-Za-z]+$/.test(token)) return true;
  return judgeOnce(token);
}

const judgeOnce = memoizeByToken(judge);

function judge(token: string): boolean {
  const nfd = token.normalize('NFD').toLowerCase();
  if (!VIETNAMESE_LETTERS.test(nfd)) return false;
  if ((nfd.match(TONES)?.length ?? 0) > 1) return false;
  return isVietnameseSyllable(foldDiacritics(token));
}

/** Tokens longer than this many letters are implausible in this book: Vietnamese syllables have at
 * most 7, the longest drug names ~20 ("hydroclorothiazid" 17). */
export const LONG_TOKEN_LETTERS = 24;

const LETTER_OR_MARK = /[\p{L}\p{M}]/u;

/** 1 for each BMP code unit that is a letter or a mark; surrogates 0 (pairs are tested whole). */
const IS_LETTER_OR_MARK = tableOfCodeUnits((ch, code) =>
  !isSurrogateCode(code) && LETTER_OR_MARK.test(ch) ? 1 : 0,
);

/**
 * Letter tokens of a text (marks stay with their letters): `text.split(/[^\p{L}\p{M}]+/u)`
 * without its empty strings, as a scan over a table read from the same class. The split was
 * ~0.4 s of the text-quality gate on the 680-monograph book, and it also runs on every
 * extracted page.
 */
export function letterTokens(text: string): string[] {
  const tokens: string[] = [];
  forEachLetterToken(text, (start, end) => tokens.push(text.slice(start, end)));
  return tokens;
}

/**
 * Calls `visit(start, end)` for each of letterTokens' tokens, in order, without cutting them
 * out: the extraction's health counts look each token up by its place in the text.
 */
export function forEachLetterToken(
  text: string,
  visit: (start: number, end: number) => void,
): void {
  let start = -1;
  let i = 0;
  while (i < text.length) {
    const code = text.charCodeAt(i);
    let width = 1;
    let inClass: boolean;
    const next = i + 1 < text.length ? text.charCodeAt(i + 1) : 0;
    if (code >= 0xd800 && code <= 0xdbff && next >= 0xdc00 && next <= 0xdfff) {
      width = 2;
      inClass = LETTER_OR_MARK.test(text.slice(i, i + 2));
    } else {
      inClass = IS_LETTER_OR_MARK[code] === 1;
    }
    if (inClass) {
      if (start < 0) start = i;
    } else if (start >= 0) {
      visit(start, i);
      start = -1;
    }
    i += width;
  }
  if (start >= 0) visit(start, text.length);
}
