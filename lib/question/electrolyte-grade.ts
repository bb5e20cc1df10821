/**
 * A serum sodium read as the grade words the book lists a hypertonic saline's contraindication
 * by: "… chống chỉ định khi nồng độ điện giải huyết thanh tăng, bình thường hoặc chỉ giảm nhẹ".
 * No reader graded a value into those words: measured on first-set batches 99 and 100 (first
 * runs), "Na+ 131 mmol/L … NaCl 3% 100 ml … có được không?" and "Na 137 mmol/L … định truyền ngay
 * 100 ml NaCl 3%" never led with that line.
 *
 * The usual adult reference interval (135 - 145 mmol/l); a mild decrease is 130 to under 135,
 * as clinical practice grades hyponatraemia. Folded grade words.
 */
export function sodiumGrade(value: number): readonly string[] {
  if (value > 145) return ['tang'];
  if (value >= 135) return ['binh thuong'];
  if (value >= 130) return ['giam nhe'];
  return ['giam'];
}

/**
 * The solution strengths a folded text names ("NaCl 3%", "0,9%", "0.9%"), as "3%", "0,9%": the
 * question's, and the book's scope of a line (graded-electrolyte.ts).
 */
export function strengthsAsked(folded: string): string[] {
  return [...folded.matchAll(/(?<![\d,.])(\d+(?:[,.]\d+)?)\s*%/gu)].map(
    (m) => `${m[1]!.replace('.', ',')}%`,
  );
}
