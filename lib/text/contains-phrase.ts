const WORD_CHAR = /[\p{L}\p{N}]/u;

/**
 * Where `phrase` next stands in `text` as whole words, from offset `from`: no letter or digit
 * glued to either end; -1 when nowhere. Case and diacritics are compared as given; fold both
 * sides first to ignore them.
 */
export function phraseAt(text: string, phrase: string, from = 0): number {
  if (!phrase) return -1;
  for (let at = text.indexOf(phrase, from); at >= 0; at = text.indexOf(phrase, at + 1)) {
    const before = at === 0 ? ' ' : text[at - 1]!;
    const after = text[at + phrase.length] ?? ' ';
    if (!WORD_CHAR.test(before) && !WORD_CHAR.test(after)) return at;
  }
  return -1;
}

/**
 * Every offset where `phrase` stands in `text` as whole words, in order. Callers loop over this
 * rather than re-calling phraseAt in a for-loop's update: Next's production minifier (SWC) left
 * one such update call unrenamed, and every answer reaching it failed with "ReferenceError:
 * phraseAt is not defined" (lib/answer/safety/name-condition.ts; measured at stop 63 on a
 * production build: "Metformin dùng được không, 75 tuổi, eGFR 40?" answered 500).
 */
export function phraseOffsets(text: string, phrase: string): number[] {
  const out: number[] = [];
  for (let at = phraseAt(text, phrase); at >= 0; ) {
    out.push(at);
    at = phraseAt(text, phrase, at + 1);
  }
  return out;
}

/**
 * Whether `phrase` stands in `text` as whole words. A plain substring test mistook "tre" (trẻ)
 * inside "tren" (trên) for a question about children.
 */
export function containsPhrase(text: string, phrase: string): boolean {
  return phraseAt(text, phrase) >= 0;
}
