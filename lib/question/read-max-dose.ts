/**
 * "Liều tối đa …?", "… tối đa bao nhiêu mg một ngày?", "max dose", "liều cao nhất", "không được
 * quá bao nhiêu": the question asks the maximum. Read on folded text. Measured on 18 real
 * monographs nobody here had asked of (docs/eval-log.md, first run): 0 of 8 maximum-dose
 * questions led with the line that states the maximum.
 */
const ASKS_MAX =
  /(?<![\p{L}])(?:toi\s+da|max(?:imum)?(?:\s+dose)?|lieu\s+cao\s+nhat|cao\s+nhat\s+(?:la\s+)?bao\s+nhieu|khong\s+(?:duoc\s+)?(?:qua|vuot\s+qua)\s+bao\s+nhieu)(?![\p{L}])/u;

/**
 * A sentence that states a maximum dose: the word, then a number and a dose unit ("tối đa 900
 * mg/ngày", "liều tối đa: 1,8 g/ngày", "không quá 4 g"). Not a maximum relative to another dose
 * ("không vượt quá liều người lớn", no number), a duration ("tối đa 14 ngày"), a concentration
 * or a rate ("không vượt quá 18 mg/ml", "không quá 30 mg/phút"): measured on the 680-monograph
 * sample, each of those led a maximum-dose question over the adult's "tối đa … mg/ngày".
 */
const STATES_MAX = new RegExp(
  String.raw`(?<![\p{L}])(?:toi\s+da|khong\s+(?:duoc\s+)?(?:qua|vuot\s+qua)|max(?:imum)?)(?:\s+la|\s*:)?\s*\d[\d.,\s]*(?:mg|g|microgam|mcg|µg|μg|ml|dvqt|don\s+vi|iu|vien|goi|mmol|meq)(?![\p{L}])(?!\s*\/\s*(?:ml|phut))`,
  'u',
);

/**
 * A dose, then the book's word that no more is given ("Điều trị dài ngày: 100 mg/ngày; không nên
 * dùng liều cao hơn"). Measured on unseen batch 140 (first run): "Neu dung dai ngay thi lieu bao
 * nhieu la toi da?" led with the osteoarthritis dose and the gel's maximum, DICLOFENAC's long-term
 * cap third.
 */
const STATES_MAX_AFTER = new RegExp(
  String.raw`\d[\d.,\s]*(?:mg|g|microgam|mcg|µg|μg|ml|vien)(?:\s*\/\s*(?:ngay|lan|kg(?:\s*\/\s*ngay)?))?[;,]?\s+khong\s+(?:nen\s+)?dung\s+(?:lieu\s+)?(?:cao\s+hon|qua|vuot\s+qua)(?![\p{L}])`,
  'u',
);

const statesMax = (folded: string) => STATES_MAX.test(folded) || STATES_MAX_AFTER.test(folded);

export function asksMaxDose(folded: string): boolean {
  return ASKS_MAX.test(folded);
}

export function statesMaxDose(folded: string): boolean {
  return statesMax(folded);
}

/**
 * How plainly a line states a maximum: 2 in its own words, 1 only in brackets (a cap on one step,
 * "Ngày đầu tiên: 10 mg/kg (tối đa 300 mg) x 1 lần/ngày"), 0 none. Measured on unseen batch 5
 * (GABAPENTIN): "… tăng tối đa bao nhiêu mg/kg/ngày?" led with the first day's bracketed cap over
 * "Liều tối đa: 70 mg/kg/ngày, chia 3 lần" once the day lines were no longer read as another
 * indication's.
 */
export function maxDoseStrength(folded: string): number {
  if (!statesMax(folded)) return 0;
  return statesMax(folded.replace(/\([^()]*\)/g, ' ')) ? 2 : 1;
}
