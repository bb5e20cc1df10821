import { memoizeByToken } from '@/lib/text/memoize-by-token';

/**
 * Separators the book and its conversions put between thousands groups or around words:
 * no-break space, narrow no-break space, thin space. Treated as a plain space everywhere.
 */
const SPACE_LIKE = /[\u00A0\u202F\u2009\u2007\t\r\f\v]/g;

/** Citation markers an LLM may echo into its text ("[1]", "[1, 2]"); the renderer adds its own. */
const MARKERS = /\s*\[\d+(?:\s*[,;]\s*\d+)*\]/g;

/** NFC, one kind of space, no echoed markers, trimmed: the form every rule reads. */
export function normalizeText(text: string): string {
  return text
    .normalize('NFC')
    .replace(SPACE_LIKE, ' ')
    .replace(MARKERS, '')
    .replace(/[ ]+/g, ' ')
    .replace(/ ?\n ?/g, '\n')
    .trim();
}

/** For containment tests: normalised, lower case, all whitespace runs as one space. */
export function foldForMatch(text: string): string {
  return normalizeText(text).toLocaleLowerCase('vi').replace(/\s+/g, ' ');
}

/**
 * foldForMatch remembered per text, for the book's own texts that every sentence of an answer
 * is checked against (cited source texts, descriptor texts, header cells, and the drug names
 * the lead may use): folding them again for each sentence was ~6% of an answer's CPU (profile
 * of 800 answers, 680-monograph index).
 */
export const foldBookTextForMatch = memoizeByToken(foldForMatch, 1024);
