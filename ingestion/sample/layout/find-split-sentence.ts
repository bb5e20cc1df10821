/**
 * The sentence a column or page break cut in two, or null when the break fell between
 * sentences. Sentences end at ".", "!" or "?" followed by a space (or the end of the paragraph);
 * decimal commas ("0,425") never end one.
 */
export function findSplitSentence(text: string, breakAt: number): string | null {
  if (breakAt <= 0 || breakAt >= text.trimEnd().length) return null;
  const before = text.slice(0, breakAt).trimEnd();
  if (/[.!?]$/.test(before)) return null;
  const boundary = /[.!?](?=\s|$)/g;
  let start = 0;
  let end = text.length;
  for (let m = boundary.exec(text); m; m = boundary.exec(text)) {
    const after = m.index + 1;
    if (after <= breakAt) start = after;
    else {
      end = after;
      break;
    }
  }
  const sentence = text.slice(start, end).trim();
  return sentence.length > 0 ? sentence : null;
}
