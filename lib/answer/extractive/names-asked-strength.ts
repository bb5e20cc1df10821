/**
 * The product strengths a question names ("abacavir viên 300 mg", "300 mg tablets", "ống 500
 * mg"), and whether a book line states one of them for the same form ("nửa viên 300 mg"). A dose
 * line that says how to use the very tablet in the patient's hand answers before an equally
 * fitting line in mg/kg. Measured on first-set batches 87 and 88 (stop 58, first runs): a
 * 5-year-old of 17 kg "… abacavir viên 300 mg, mỗi lần uống bao nhiêu" led with "8 mg/kg/lần",
 * the tablet line second, the two tied on every other key. The form must match: a suppository's
 * "Mỗi lần 50 mg" is no line for "viên 50 mg" (unseen batch 3, DIMENHYDRINAT, in review).
 */
export interface AskedStrength {
  /** "300 mg", the decimal comma as the book prints it. */
  amount: string;
  /** The book's word for the form ("vien", "ong", "lo", "goi"), folded. */
  form: string;
}

const NUM = String.raw`(\d+(?:[.,]\d+)?)`;
const UNIT = String.raw`(mg|g|mcg|microgam|ml)`;
const FORM = String.raw`(vien(?:\s+nen|\s+nang)?|ong|lo|goi|tablets?|tabs?|capsules?|vials?|ampoules?|sachets?)`;
const STRENGTH = new RegExp(
  String.raw`(?<![\p{L}])${FORM}\s+(?:[\p{L}]+\s+)?${NUM}\s*${UNIT}(?![\p{L}])|(?<![\p{L}\d,.])${NUM}\s*${UNIT}\s+${FORM}(?![\p{L}])`,
  'gu',
);

const BOOK_FORM: readonly [RegExp, string][] = [
  [/^(?:vien|tablet|tab|capsule)/, 'vien'],
  [/^(?:ong|ampoule)/, 'ong'],
  [/^(?:lo|vial)/, 'lo'],
  [/^(?:goi|sachet)/, 'goi'],
];

export function askedStrengths(questionFolded: string): AskedStrength[] {
  return [...questionFolded.matchAll(STRENGTH)].map((m) => {
    const form = (m[1] ?? m[6])!;
    return {
      amount: `${(m[2] ?? m[4])!.replace('.', ',')} ${m[3] ?? m[5]}`,
      form: BOOK_FORM.find(([re]) => re.test(form))![1],
    };
  });
}

export function namesAskedStrength(
  lineFolded: string,
  strengths: readonly AskedStrength[],
): boolean {
  return strengths.some(({ amount, form }) => {
    const [n, unit] = amount.split(' ');
    const stated = new RegExp(
      String.raw`(?<![\d,.])(?<!\d\s)${n!.replace(',', '[.,]')}\s*${unit}(?![\p{L}])`,
      'u',
    );
    return (
      stated.test(lineFolded) &&
      new RegExp(String.raw`(?<![\p{L}])${form}(?![\p{L}])`, 'u').test(lineFolded)
    );
  });
}
