/** A heading too long for a label is still a title: at most this many words. */
export const LONG_HEADING_MAX_WORDS = 20;

/** Sentence punctuation inside the phrase: a sentence that ends in ':', not a heading. */
const SENTENCE_INSIDE = /[;!?:]|\.\s/u;

/**
 * True when a line is shaped like a heading over what follows, whatever its length: a capital
 * first, a colon last, no digit (a number is a dose or a band), no sentence punctuation inside,
 * at most LONG_HEADING_MAX_WORDS words (`Glôcôm thứ phát và trước phẫu thuật glôcôm góc đóng thứ
 * phát ở người lớn:`). A label has the same shape, shorter: callers tell labels first. The
 * chunker and the answer layer read headings with this one rule, so a part boundary does not
 * change what governs a dose.
 */
export function isLongHeading(line: string): boolean {
  const trimmed = line.trim();
  if (!trimmed.endsWith(':') || trimmed.endsWith('::')) return false;
  const body = trimmed.slice(0, -1);
  if (!/^\p{Lu}/u.test(body) || /\p{N}/u.test(body) || SENTENCE_INSIDE.test(body)) return false;
  return body.split(/\s+/u).length <= LONG_HEADING_MAX_WORDS;
}
