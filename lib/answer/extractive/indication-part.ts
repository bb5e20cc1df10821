import { POPULATION_PHRASES } from '@/lib/book/label-grammar';

/**
 * The indication of a label that names it for a population ("Dự phòng huyết khối cho trẻ em
 * (tiêm dưới da)" → "du phong huyet khoi"), folded, or null. Measured on unseen batch 6
 * (ENOXAPARIN): a child's prophylaxis question did not name "Dự phòng huyết khối cho trẻ em", a
 * population label, and was shown the treatment dose of "Điều trị huyết khối cho trẻ em".
 */
export function indicationPart(folded: string): string | null {
  const m = FOR_POPULATION.exec(folded) ?? IN_PEOPLE_WITH.exec(folded);
  if (!m || m[1]!.split(/\s+/).length < 2) return null;
  // "Điều chỉnh liều trong suy thận", "Liều dùng cho trẻ em": a dose heading, no indication.
  return DOSE_WORD.test(m[1]!) ? null : m[1]!;
}

const DOSE_WORD = /(?<![\p{L}])(?:lieu|cach dung|dung thuoc)(?![\p{L}])/u;

/**
 * "<indication> ở người <condition>": the book qualifies an indication by the people it is for
 * ("Dự phòng HSV ở người suy giảm miễn dịch"), a condition no population phrase lists. Measured
 * on first-set batches 135-136 (first runs, ACICLOVIR): "… cần dự phòng HSV bằng aciclovir đường
 * uống. Liều bao nhiêu mg/lần?" named no label, and the varicella dose led.
 */
const IN_PEOPLE_WITH = /^(.+?)\s+o\s+(?:nguoi benh|benh nhan|nguoi)\s+\p{L}/u;

/** "<indication> cho|ở|trong <population>", compiled once. */
const FOR_POPULATION = new RegExp(
  `^(.+?)\\s+(?:cho|o|trong)\\s+(?:${[...POPULATION_PHRASES]
    .filter(Boolean)
    .sort((a, b) => b.length - a.length)
    .join('|')})(?![\\p{L}])`,
  'u',
);
