import { CREATININE_UMOL_PER_MG_DL } from '@/lib/text/find-numeric-bands';

/**
 * Creatinine clearance by Cockcroft–Gault, as the book prints it beside its renal tables
 * (issue 38 item 2): (140 − tuổi) × cân nặng (kg) / (72 × creatinin huyết thanh (mg/dl)), × 0,85
 * for a woman. A serum creatinine in µmol/l is divided by 88,4 first. The book's clearance bands
 * are in ml/phút, and this is the clearance they mean: not an eGFR (ml/phút/1,73 m²).
 */

export type CrclSex = 'male' | 'female';
export type CrclScrUnit = 'mg/dl' | 'umol/l';

/** What the form holds, as typed ("1,2" and "1.2" alike). */
export interface CrclInput {
  age: string;
  weight: string;
  scr: string;
  sex: CrclSex;
  unit: CrclScrUnit;
}

export type CrclField = 'age' | 'weight' | 'scr';

export type CrclResult =
  | {
      ok: true;
      /** ml/phút, unrounded. */
      mlPerMin: number;
      /** ml/phút to one decimal: what is shown and what a chip carries. */
      rounded: number;
      /** The serum creatinine the formula used, in mg/dl. */
      scrMgDl: number;
    }
  | { ok: false; errors: { field: CrclField; message: string }[] };

/**
 * The limits a value must fall in, one row each. Cockcroft–Gault was derived in adults (18 and
 * over); a child's clearance is estimated otherwise, so a child's age gets a message, not a
 * number. A serum creatinine over 20 mg/dl (1 768 µmol/l) is almost always µmol/l typed as mg/dl.
 */
export const CRCL_LIMITS = [
  {
    field: 'age',
    min: 18,
    max: 120,
    message: 'Tuổi phải từ 18 đến 120 năm (công thức Cockcroft–Gault dùng cho người lớn).',
  },
  { field: 'weight', min: 20, max: 300, message: 'Cân nặng phải từ 20 đến 300 kg.' },
  {
    field: 'scr',
    min: 0.1,
    max: 20,
    message:
      'Creatinin huyết thanh phải từ 0,1 đến 20 mg/dl (9 đến 1 768 µmol/l). Kiểm tra lại số và đơn vị.',
  },
] as const satisfies readonly { field: CrclField; min: number; max: number; message: string }[];

const FIELD_NAME: Record<CrclField, string> = {
  age: 'Tuổi',
  weight: 'Cân nặng',
  scr: 'Creatinin huyết thanh',
};

/** A plain decimal, with a comma or a point: "1,2", "1.2", "70". Anything else is no number. */
export function parseDecimal(text: string): number | null {
  const t = text.trim();
  if (!/^\d{1,4}(?:[.,]\d{1,3})?$/.test(t)) return null;
  return Number(t.replace(',', '.'));
}

/** The formula itself, for values already checked. */
export function cockcroftGault(
  ageYears: number,
  weightKg: number,
  scrMgDl: number,
  sex: CrclSex,
): number {
  const male = ((140 - ageYears) * weightKg) / (72 * scrMgDl);
  return sex === 'female' ? male * 0.85 : male;
}

/** Checks the form's values and, when all hold, computes the clearance. */
export function computeCreatinineClearance(input: CrclInput): CrclResult {
  const errors: { field: CrclField; message: string }[] = [];
  const values: Partial<Record<CrclField, number>> = {};
  for (const field of ['age', 'weight', 'scr'] as const) {
    const raw = input[field];
    const v = parseDecimal(raw);
    if (raw.trim() === '') errors.push({ field, message: `${FIELD_NAME[field]}: hãy nhập số.` });
    else if (v === null)
      errors.push({
        field,
        message: `${FIELD_NAME[field]}: "${raw.trim()}" không phải là số (ví dụ 70 hoặc 1,2).`,
      });
    else
      values[field] =
        field === 'scr' && input.unit === 'umol/l' ? v / CREATININE_UMOL_PER_MG_DL : v;
  }
  for (const limit of CRCL_LIMITS) {
    const v = values[limit.field];
    if (v !== undefined && !(v >= limit.min && v <= limit.max))
      errors.push({ field: limit.field, message: limit.message });
  }
  if (errors.length > 0) return { ok: false, errors };
  const mlPerMin = cockcroftGault(values.age!, values.weight!, values.scr!, input.sex);
  return { ok: true, mlPerMin, rounded: Math.round(mlPerMin * 10) / 10, scrMgDl: values.scr! };
}

/** "48,6": one decimal with the Vietnamese comma. */
export function formatClearance(rounded: number): string {
  return rounded.toFixed(1).replace('.', ',');
}
