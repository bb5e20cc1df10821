import { isWhitespaceCode } from '../extract/count-inked-chars';

/** A [start, end) span of a section's text: chunks are offsets into the source, never copies. */
export interface TextSpan {
  start: number;
  end: number;
}

const WHITESPACE = /\s/;

/**
 * `/\s/.test(ch)`, decided on the code unit (isWhitespaceCode, extraction's own reading of `\s`).
 * The chunker and the gates test nearly every character of the book one by one: a regex test
 * per character (on a one-character string, allocated afresh for Vietnamese text) was ~0.3 s of
 * chunk and gates on the 680-monograph book.
 */
export function isWhitespace(ch: string | undefined): boolean {
  if (ch === undefined) return false;
  return ch.length === 1 ? isWhitespaceCode(ch.charCodeAt(0)) : WHITESPACE.test(ch);
}

/** `isWhitespace(text[i])`, without taking the character out of the text. */
export function isWhitespaceAt(text: string, i: number): boolean {
  return i >= 0 && i < text.length && isWhitespaceCode(text.charCodeAt(i));
}

/** `span` narrowed to exclude leading and trailing whitespace; null when nothing is left. */
export function trimSpan(text: string, span: TextSpan): TextSpan | null {
  let { start, end } = span;
  while (start < end && isWhitespaceAt(text, start)) start++;
  while (end > start && isWhitespaceAt(text, end - 1)) end--;
  return start < end ? { start, end } : null;
}
