/**
 * Where a gap between two glyphs of one line is a word space, from that line's own gaps rather
 * than one fixed width. Measured defect: a book set with 0.08 em word gaps and no space glyphs
 * read as "phòngphẫuthuật:3gtiêmtĩnhmạch" under the fixed 0.15 em rule (1 monograph of 14).
 * Inside a word, glyphs sit at the font's advance plus kerning (|gap| ≤ ~0.03 em); word gaps
 * are the second, wider cluster however narrow the typesetter made them.
 */

/** Below this (em) a gap is kerning or tracking, never a word space. */
export const MIN_WORD_GAP_EM = 0.045;
/** At or above this (em) a gap is always a word space (the rule before issue 10). */
export const CLEAR_WORD_GAP_EM = 0.15;

function median(sorted: readonly number[]): number {
  const n = sorted.length;
  if (n === 0) return 0;
  return n % 2 ? sorted[(n - 1) / 2]! : (sorted[n / 2 - 1]! + sorted[n / 2]!) / 2;
}

/**
 * The word-gap threshold (em) for a line whose glyph gaps (em, spaces excluded) are `gaps`:
 * half-way between the letter gap (the median: most gaps are inside words) and the median of the
 * gaps clearly wider than it, never below letter + MIN_WORD_GAP_EM nor above letter +
 * CLEAR_WORD_GAP_EM.
 */
export function findWordGap(gaps: readonly number[]): number {
  const sorted = [...gaps].sort((a, b) => a - b);
  const letter = Math.max(-MIN_WORD_GAP_EM, Math.min(MIN_WORD_GAP_EM, median(sorted)));
  const wide = sorted.filter((g) => g > letter + MIN_WORD_GAP_EM);
  if (wide.length === 0) return letter + CLEAR_WORD_GAP_EM;
  const word = median(wide);
  return Math.min(
    letter + CLEAR_WORD_GAP_EM,
    Math.max(letter + MIN_WORD_GAP_EM, (letter + word) / 2),
  );
}
