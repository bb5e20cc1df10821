/** A line as the weights read it: its syllables and its labels' syllables. */
export interface WordedLine {
  words: readonly string[];
  labelWords: readonly string[];
}

/**
 * Each of the question's words that the candidate lines hold, weighed by how few of them hold
 * it: ln(1 + N / df), N the lines, df the lines holding the word. A word every line has ("liều",
 * "mg", "ngày") weighs little; one only the answering line has ("Lyme", "tiêu hoá", "lợi niệu")
 * weighs most. Words no line holds are left out. Why: the lines were ranked by how many of the
 * question's words they hold, each counting one. Measured on the unseen batches 4–17 (after their
 * fixes): 83 of 230 answers whose fact was not in the first two lines had the right section and
 * led with another of its lines, one that shared as many common words ("Adult with early Lyme
 * disease … how many days?" led with the adult's general dose; the Lyme line was not shown).
 */
export function weighQuestionWords(
  terms: ReadonlySet<string>,
  lines: readonly WordedLine[],
  /**
   * The question's adjacent word pairs ("coxiella burnetii", "sot coxiella"), each weighed as its
   * two words are. A phrase shared is stronger evidence than its words apart: typed without diacritics,
   * "chăn nuôi dê, sốt cao, đau đầu" folds to words that match "để", "cao", "đau", "đâu" in any
   * line. Measured on unseen batch 23 (DOXYCYCLIN): the sốt Q line weighed 9.3, and "Sau đó tiếp
   * tục uống 100 mg … để hoàn thành trị liệu" 6.7, by such collisions alone.
   */
  pairs: ReadonlySet<string> = new Set(),
): Map<string, number> {
  const df = new Map<string, number>();
  for (const line of lines) {
    const seen = new Set<string>();
    for (const w of line.words) if (terms.has(w)) seen.add(w);
    for (const w of line.labelWords) if (terms.has(w)) seen.add(w);
    if (pairs.size > 0) for (const p of pairsOf(line)) if (pairs.has(p)) seen.add(p);
    for (const w of seen) df.set(w, (df.get(w) ?? 0) + 1);
  }
  const n = lines.length;
  const weights = new Map<string, number>();
  // A pair weighs as its two words do: two words the line holds in the question's order say
  // more than the same two words anywhere in it.
  for (const [w, d] of df) weights.set(w, (pairs.has(w) ? 2 : 1) * Math.log(1 + n / d));
  return weights;
}

/** Adjacent word pairs of a word list, as "a b". */
export function wordPairs(words: readonly string[]): string[] {
  const out: string[] = [];
  for (let i = 1; i < words.length; i++) out.push(`${words[i - 1]} ${words[i]}`);
  return out;
}

/** A line's adjacent word pairs, in its text and in its labels. */
export function pairsOf(line: WordedLine): string[] {
  return [...wordPairs(line.words), ...wordPairs(line.labelWords)];
}

/**
 * The weight of the question's distinct words a line holds, in its text or its labels, and of
 * its word pairs too when `withPairs` (the weights hold them: weighQuestionWords' `pairs`).
 */
export function weighLine(
  weights: ReadonlyMap<string, number>,
  line: WordedLine,
  withPairs = true,
): number {
  const seen = new Set<string>();
  let total = 0;
  const lists = withPairs
    ? [line.words, line.labelWords, pairsOf(line)]
    : [line.words, line.labelWords];
  for (const list of lists)
    for (const w of list) {
      const weight = weights.get(w);
      if (weight === undefined || seen.has(w)) continue;
      seen.add(w);
      total += weight;
    }
  return total;
}
