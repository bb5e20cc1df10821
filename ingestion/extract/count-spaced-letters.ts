/**
 * Letters of letter-spaced text as pdf.js reads it. A title set with tracking (character
 * spacing ≥ ~0.14 em) comes out of getTextContent one letter a word, and its word gaps are the
 * same single space: "CÁC CHUYÊN LUẬN THUỐC" with 2 pt of tracking at 14 pt read
 * "C Á C C H U Y Ê N L U Ậ N T H U Ố C", and "ACICLOVIR" read "A C I C L O V I R" — no heading
 * the segmenter knows. Read glyph by glyph, the space glyphs and the run's own gaps part the
 * words again (build-glyph-spans.ts).
 */

/** This many one-letter words in a row are letter spacing, not text ("vitamin A, D, E" is not). */
export const MIN_SPACED_RUN = 4;

const ONE_LETTER = /^\p{L}\p{M}*$/u;

/** Letters standing in runs of MIN_SPACED_RUN or more one-letter words parted by one space. */
export function countSpacedLetters(text: string): number {
  // The cheap test first: nearly every text has no letter between two spaces.
  if (!/(?:^|\s)\p{L}\p{M}*\s\p{L}\p{M}*(?:\s|$)/u.test(text)) return 0;
  let letters = 0;
  let run = 0;
  for (const word of text.split(/\s/u)) {
    if (ONE_LETTER.test(word)) {
      run++;
      continue;
    }
    if (run >= MIN_SPACED_RUN) letters += run;
    run = 0;
  }
  if (run >= MIN_SPACED_RUN) letters += run;
  return letters;
}
