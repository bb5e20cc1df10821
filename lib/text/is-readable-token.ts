import { foldDiacritics } from './fold-diacritics';
import { isVietnameseSyllable } from './is-vietnamese-syllable';

/** The five Vietnamese tone marks (grave, acute, tilde, hook above, dot below). */
const TONES = /[\u0300\u0301\u0303\u0309\u0323]/gu;
/** Letters and marks Vietnamese spelling uses: a–z, đ, the tones, ˆ ˘ and the horn. */
const VIETNAMESE_LETTERS = /^[a-zđ\u0300\u0301\u0303\u0309\u0323\u0302\u0306\u031b]+$/u;

/**
 * Whether a token of letters is a valid Vietnamese syllable — a closed structure: an onset, a
 * rhyme and at most one tone — or a plain Latin word (drug names, units, "placebo"), which this
 * cannot judge and so counts as readable. Text decoded in the wrong encoding ("Céng hoµ"), run
 * together ("thườngxuấthiện") or made of mapping garbage fails.
 */
export function isReadableToken(token: string): boolean {
  if (/^[A-Za-z]+$/.test(token)) return true;
  // A book repeats its words: the 680-monograph sample has ~1.5 M tokens and few distinct ones.
  const known = seen.get(token);
  if (known !== undefined) return known;
  const readable = judge(token);
  if (seen.size > 200_000) seen.clear();
  seen.set(token, readable);
  return readable;
}

const seen = new Map<string, boolean>();

function judge(token: string): boolean {
  const nfd = token.normalize('NFD').toLowerCase();
  if (!VIETNAMESE_LETTERS.test(nfd)) return false;
  if ((nfd.match(TONES)?.length ?? 0) > 1) return false;
  return isVietnameseSyllable(foldDiacritics(token));
}

/** Tokens longer than this many letters are implausible in this book: Vietnamese syllables have at
 * most 7, the longest drug names ~20 ("hydroclorothiazid" 17). */
export const LONG_TOKEN_LETTERS = 24;

/** Letter tokens of a text (marks stay with their letters). */
export function letterTokens(text: string): string[] {
  return text.split(/[^\p{L}\p{M}]+/u).filter(Boolean);
}
