/** A [start, end) span of a section's text: chunks are offsets into the source, never copies. */
export interface TextSpan {
  start: number;
  end: number;
}

const WHITESPACE = /\s/;

export function isWhitespace(ch: string | undefined): boolean {
  return ch !== undefined && WHITESPACE.test(ch);
}

/** `span` narrowed to exclude leading and trailing whitespace; null when nothing is left. */
export function trimSpan(text: string, span: TextSpan): TextSpan | null {
  let { start, end } = span;
  while (start < end && isWhitespace(text[start])) start++;
  while (end > start && isWhitespace(text[end - 1])) end--;
  return start < end ? { start, end } : null;
}
