import { isWhitespaceAt } from './chunk/text-span';

/**
 * `text.replace(/\s+/g, ' ').trim()`. Nearly every line of a book already reads that way (single
 * spaces, nothing at either end): those are returned as they are after one scan, and only the
 * rest go through the regex. For page-lines.jsonl and the segmenter's section text: building the
 * 680-monograph book's page lines took 430-510 ms with the regex on every line, 175-310 without.
 */
export function collapseWhitespace(text: string): string {
  let clean = text.length > 0 && !isWhitespaceAt(text, 0) && !isWhitespaceAt(text, text.length - 1);
  for (let i = 1; clean && i < text.length - 1; i++) {
    if (isWhitespaceAt(text, i) && (text.charCodeAt(i) !== 0x20 || isWhitespaceAt(text, i + 1)))
      clean = false;
  }
  return clean ? text : text.replace(/\s+/g, ' ').trim();
}
