import type { DrugMention } from './drug-lexicon';

/**
 * The question, folded and as typed, with the drugs' names blanked: a substance is another thing
 * than the drug asked ("Sắt sulfat uống lúc nào?" names iron as the drug, not as a food taken
 * with it). Offsets agree where folding kept one character per character.
 */
export function blankMentions(
  folded: string,
  text: string,
  mentions: readonly DrugMention[],
): [string, string] {
  if (folded.length !== text.length) return [folded, text];
  const blank = (t: string) =>
    mentions.reduce(
      (out, m) => out.slice(0, m.start) + ' '.repeat(m.end - m.start) + out.slice(m.end),
      t,
    );
  return [blank(folded), blank(text)];
}
