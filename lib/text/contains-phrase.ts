/**
 * Whether `phrase` stands in `folded` as whole words. Both are diacritic-folded lower case; a
 * plain substring test mistook "tre" (trẻ) inside "tren" (trên) for a question about children.
 */
export function containsPhrase(folded: string, phrase: string): boolean {
  if (!phrase) return false;
  let at = folded.indexOf(phrase);
  while (at >= 0) {
    const before = at === 0 ? ' ' : folded[at - 1]!;
    const after = folded[at + phrase.length] ?? ' ';
    if (!/[a-z0-9]/.test(before) && !/[a-z0-9]/.test(after)) return true;
    at = folded.indexOf(phrase, at + 1);
  }
  return false;
}
