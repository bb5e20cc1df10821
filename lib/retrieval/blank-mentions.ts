import type { DrugMention } from './drug-lexicon';

/** A text with every mention's span written over by spaces: offsets stay aligned. */
export function blankSpans(
  text: string,
  mentions: readonly Pick<DrugMention, 'start' | 'end'>[],
): string {
  return mentions.reduce(
    (out, m) => out.slice(0, m.start) + ' '.repeat(m.end - m.start) + out.slice(m.end),
    text,
  );
}

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
  return [blankSpans(folded, mentions), blankSpans(text, mentions)];
}
