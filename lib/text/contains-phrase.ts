const WORD_CHAR = /[\p{L}\p{N}]/u;

/**
 * Whether `phrase` stands in `text` as whole words: no letter or digit glued to either end. A
 * plain substring test mistook "tre" (trẻ) inside "tren" (trên) for a question about children.
 * Case and diacritics are compared as given; fold both sides first to ignore them.
 */
export function containsPhrase(text: string, phrase: string): boolean {
  if (!phrase) return false;
  for (let at = text.indexOf(phrase); at >= 0; at = text.indexOf(phrase, at + 1)) {
    const before = at === 0 ? ' ' : text[at - 1]!;
    const after = text[at + phrase.length] ?? ' ';
    if (!WORD_CHAR.test(before) && !WORD_CHAR.test(after)) return true;
  }
  return false;
}
