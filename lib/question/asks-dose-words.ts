/** The question's own words ask a dose ("liều", "dose", "bao nhiêu mg"), not only its values. */
const ASKS_DOSE_WORDS =
  /(?<![\p{L}])(?:lieu|dose|doses|dosage|dosing|bao\s+nhieu\s+(?:mg|ml|vien|ong|g)|how\s+much|how\s+many\s+mg)(?![\p{L}])/u;

/** Whether the question's folded text asks a dose in words (a strength typed is no ask). */
export function asksDoseWords(folded: string): boolean {
  return ASKS_DOSE_WORDS.test(folded);
}
