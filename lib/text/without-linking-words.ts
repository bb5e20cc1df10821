/**
 * Words that link a disease's name to its cause or site, folded: "do", "của", "ở", "gây (ra)
 * bởi". A clinician leaves them out ("dày sừng ánh nắng" for the book's "Dày sừng do ánh nắng").
 */
const LINKING_WORDS = /(?<![\p{L}])(?:do|cua|o|gay\s+ra\s+boi|gay\s+boi)(?![\p{L}])/gu;

/** A folded phrase with its linking words left out, spaces collapsed. */
export function withoutLinkingWords(folded: string): string {
  return folded.replace(LINKING_WORDS, ' ').replace(/\s+/g, ' ').trim();
}
