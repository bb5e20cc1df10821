import { findRawTokens, RAW_TOKEN } from './find-raw-tokens';
import { foldDiacritics } from './fold-diacritics';
import { normalizeTonePlacement } from './normalize-tone-placement';

/**
 * The sparse (lexical) tokenizer for the book and for questions.
 *
 * Two streams of terms, each with unigrams (syllables) and adjacent-syllable bigrams:
 * - exact: "liều", "liều dùng" — NFKC, lower case, tone placement normalised;
 * - folded: "~lieu", "~lieu dung" — the same syllables without diacritics, prefixed with
 *   FOLDED_PREFIX so they never collide with an exact term.
 * Vietnamese words are mostly two syllables, so a bigram stands in for a word ("trẻ em",
 * "liều dùng", "suy thận") without needing a word segmenter.
 *
 * Weights: folded terms weigh FOLDED_WEIGHT (< EXACT_WEIGHT) in documents and queries, so a
 * question typed with diacritics ranks "liều" above "liệu" (both fold to "lieu"). A question
 * typed with no diacritic at all emits only the folded stream: its bare syllables say nothing
 * about tones, and matched exactly they would hit unrelated words ("dung" is "dung dịch", not
 * "dùng").
 *
 * Numbers (doses) are single terms, written the book's way:
 * - decimal comma kept: "0,425" is one term; "0.425" is read as the same number "0,425"
 *   (the book never prints a decimal point; a Vietnamese thousands point in a question,
 *   "1.000", is therefore read as 1,000 — a known, rare miss);
 * - thousands groups joined: the book prints "1 000 ml", "2 000 000 IU" (space, no-break or thin
 *   space); "1 000" becomes "1000", so it matches a question's "1000";
 * - a number glued to its unit is split like the book spells it: "500mg" → "500", "mg";
 * - NFKC turns "m²" into "m2", so "mg/m²" and "mg/m2" agree.
 * Letters followed by digits stay one term (ATC codes "a12ca01", "b12").
 *
 * Bigrams join syllables separated only by whitespace, a hyphen, a dash or a slash ("mg/kg",
 * "5-10 mg"); they do not cross other punctuation, so "Liều dùng: Trẻ em" yields "liều dùng"
 * and "trẻ em" but not the clause-crossing "dùng trẻ".
 *
 * Not the question tokenizer for names and cues (lib/retrieval/tokenize-query.ts), which
 * keeps offsets and splits letters from digits so "B12" matches "b 12" in a drug name.
 */

export type TokenRole = 'document' | 'query';

export interface WeightedTerm {
  term: string;
  weight: number;
}

export interface TokenizedText {
  /** One entry per occurrence (term frequency = number of entries with that term). */
  terms: WeightedTerm[];
  /** Number of syllables: the document length BM25 normalises by. */
  syllableCount: number;
}

export const EXACT_WEIGHT = 1;
export const FOLDED_WEIGHT = 0.5;
export const FOLDED_PREFIX = '~';

const SPACE_CHARS = ' \\u00a0\\u2009\\u202f';
// "1 000", "2 000 000": 1–3 digits, then groups of exactly 3 after a single space. Not after a
// digit or a decimal separator, so "0,5 100" stays two numbers.
const THOUSANDS_GROUPS = new RegExp(
  `(?<![\\p{N}.,])(\\p{N}{1,3})((?:[${SPACE_CHARS}]\\p{N}{3})+)(?!\\p{N})`,
  'gu',
);
const SPACE_RUN = new RegExp(`[${SPACE_CHARS}]`, 'gu');
const NUMBER = /^\p{N}+(?:[.,]\p{N}+)*$/u;
const NUMBER_THEN_LETTERS = /^(\p{N}+)(\p{L}[\p{L}\p{M}]*)$/u;
// What may separate two syllables of one bigram.
const BIGRAM_GAP = /^[\s\-\u2010-\u2013/]*$/u;

// Syllable spellings repeat endlessly across a book (a few tens of thousands of distinct ones
// for millions of occurrences), while normalising one costs two Unicode normalisations and
// regexes: memoised, tokenizing a chunk is ~3× faster. Cleared when large, so memory is bounded.
const CACHE_LIMIT = 200_000;
const toneCache = new Map<string, string>();
const foldCache = new Map<string, string>();

function memo(cache: Map<string, string>, key: string, compute: (k: string) => string): string {
  let value = cache.get(key);
  if (value === undefined) {
    if (cache.size >= CACHE_LIMIT) cache.clear();
    value = compute(key);
    cache.set(key, value);
  }
  return value;
}

export interface Syllable {
  /** NFKC, lower case, tone placement normalised; a number written the book's way. */
  text: string;
  /** Whether a bigram may join this syllable to the previous one. */
  joinsPrevious: boolean;
}

// Only a digit, one space and a digit can start a thousands group: most chunks have none, and
// the look-behind regex costs ~1 s over a book's chunks when run on every one.
const MAYBE_THOUSANDS = new RegExp(`\\p{N}[${SPACE_CHARS}]\\p{N}`, 'u');

/** NFKC, lower case, thousands groups joined: the text syllables are read from. */
function normaliseForTerms(text: string): string {
  const lower = text.normalize('NFKC').toLowerCase();
  if (!MAYBE_THOUSANDS.test(lower)) return lower;
  return lower.replace(THOUSANDS_GROUPS, (_match, head: string, groups: string) =>
    head.concat(groups.replace(SPACE_RUN, '')),
  );
}

/**
 * A raw token's syllables: one, or a number and the unit glued to it ("500mg" → "500", "mg").
 * Kept per spelling, like the tone cache: the two regexes and the lookup each raw token took
 * were a third of splitting a book's ~1.9M syllables.
 */
const rawCache = new Map<string, readonly string[]>();

function syllablesOfRaw(raw: string): readonly string[] {
  if (NUMBER.test(raw)) return [raw.replace(/\./g, ',')];
  const glued = NUMBER_THEN_LETTERS.exec(raw);
  if (glued?.[1] !== undefined && glued[2] !== undefined) {
    return [glued[1], memo(toneCache, glued[2], normalizeTonePlacement)];
  }
  return [memo(toneCache, raw, normalizeTonePlacement)];
}

/** RAW_TOKEN's matches in `text` as [start, end) offsets (findRawTokens, else the regex). */
function rawTokenOffsets(text: string): number[] {
  return (
    findRawTokens(text) ??
    [...text.matchAll(RAW_TOKEN)].flatMap((m) => [m.index, m.index + m[0].length])
  );
}

/** The syllables of `text`, in order: what both term streams are built from. */
export function splitSyllables(text: string): Syllable[] {
  const normalised = normaliseForTerms(text);
  const offsets = rawTokenOffsets(normalised);
  const syllables: Syllable[] = [];
  let previousEnd = -1;
  for (let k = 0; k < offsets.length; k += 2) {
    const start = offsets[k]!;
    const end = offsets[k + 1]!;
    const raw = normalised.slice(start, end);
    // One space is by far the commonest gap; anything else goes through the regex.
    const joinsPrevious =
      previousEnd >= 0 &&
      ((start === previousEnd + 1 && normalised.charCodeAt(previousEnd) === 0x20) ||
        BIGRAM_GAP.test(normalised.slice(previousEnd, start)));
    previousEnd = end;

    let parts = rawCache.get(raw);
    if (parts === undefined) {
      if (rawCache.size >= CACHE_LIMIT) rawCache.clear();
      parts = syllablesOfRaw(raw);
      rawCache.set(raw, parts);
    }
    syllables.push({ text: parts[0]!, joinsPrevious });
    // A unit glued to its number always joins it.
    if (parts.length > 1) syllables.push({ text: parts[1]!, joinsPrevious: true });
  }
  return syllables;
}

function pushStream(
  out: WeightedTerm[],
  syllables: readonly Syllable[],
  texts: readonly string[],
  prefix: string,
  weight: number,
): void {
  for (const text of texts) out.push({ term: prefix + text, weight });
  for (let i = 1; i < syllables.length; i += 1) {
    if (!syllables[i]?.joinsPrevious) continue;
    out.push({ term: `${prefix}${texts[i - 1]} ${texts[i]}`, weight });
  }
}

/**
 * The document length tokenizeVietnamese would report, without building the terms or
 * normalising tone placement: the store's first pass over a book needs only the lengths, and
 * splitting every chunk fully twice was a third of the ingest's load stage.
 */
export function countSyllables(text: string): number {
  const normalised = normaliseForTerms(text);
  const offsets = rawTokenOffsets(normalised);
  let count = 0;
  for (let k = 0; k < offsets.length; k += 2) {
    const raw = normalised.slice(offsets[k], offsets[k + 1]);
    count += !NUMBER.test(raw) && NUMBER_THEN_LETTERS.test(raw) ? 2 : 1;
  }
  return count;
}

/** A syllable of the exact stream without its diacritics (the folded stream's syllable). */
export function foldSyllable(syllable: string): string {
  return memo(foldCache, syllable, foldDiacritics);
}

export function tokenizeVietnamese(text: string, role: TokenRole = 'document'): TokenizedText {
  const syllables = splitSyllables(text);
  const exact = syllables.map((s) => s.text);
  const folded = exact.map(foldSyllable);
  const terms: WeightedTerm[] = [];

  const typedWithoutDiacritics = role === 'query' && exact.every((s, i) => s === folded[i]);
  if (!typedWithoutDiacritics) pushStream(terms, syllables, exact, '', EXACT_WEIGHT);
  pushStream(terms, syllables, folded, FOLDED_PREFIX, FOLDED_WEIGHT);

  return { terms, syllableCount: syllables.length };
}
