import { foldDiacritics } from '@/lib/text/fold-diacritics';
import { normalizeTonePlacement } from '@/lib/text/normalize-tone-placement';

/**
 * One word of a question, with its offsets so a match can be shown and cut out again.
 *
 * Letters and digits are separate tokens ("500mg" → "500", "mg"; "B12" → "b", "12") because
 * questions glue numbers to units and names inconsistently; the lexicon tokenizes its names
 * the same way, so "Vitamin B12" and "vitamin b 12" agree.
 *
 * Not the sparse-vector tokenizer (lib/text/tokenize-vietnamese.ts), which reads the same
 * question for ranking: it normalises with NFKC, keeps "b12" and decimal numbers ("0,425")
 * whole and emits bigrams, because its terms must equal the book's. These tokens keep NFC
 * offsets into the question (a match is cut out and shown) and split letters from digits.
 */
export interface QueryToken {
  /** NFC, lower case, tone placement normalised ("hoà" → "hòa"). */
  text: string;
  /** `text` without diacritics (đ → d). */
  folded: string;
  /** Offsets into the NFC string that was tokenized. */
  start: number;
  end: number;
  /** True when the token carries a diacritic: its exact spelling then says which word it is. */
  hasDiacritics: boolean;
  isNumber: boolean;
  /**
   * True when punctuation that ends a phrase (, ; : ? ! quotes, line break) stands between
   * this token and the previous one: a name or cue phrase never spans such a break.
   */
  breakBefore: boolean;
}

const TOKEN = /\p{N}+|[\p{L}\p{M}]+/gu;
// Brackets are not breaks: the book prints "SẮT (II) SULFAT" and doctors copy it.
const PHRASE_BREAK = /[,;:?!\n\r"“”]/u;

export function tokenizeQuery(nfcText: string): QueryToken[] {
  const tokens: QueryToken[] = [];
  let previousEnd = 0;
  for (const match of nfcText.matchAll(TOKEN)) {
    const raw = match[0];
    const start = match.index;
    const end = start + raw.length;
    const isNumber = /^\p{N}+$/u.test(raw);
    const text = isNumber ? raw : normalizeTonePlacement(raw.toLowerCase());
    const folded = foldDiacritics(text);
    tokens.push({
      text,
      folded,
      start,
      end,
      hasDiacritics: folded !== text,
      isNumber,
      breakBefore: tokens.length > 0 && PHRASE_BREAK.test(nfcText.slice(previousEnd, start)),
    });
    previousEnd = end;
  }
  return tokens;
}

/** Tokens of a name or phrase, for keys: the same rules as a question's tokens. */
export function tokenizeName(name: string): QueryToken[] {
  return tokenizeQuery(name.normalize('NFC'));
}
