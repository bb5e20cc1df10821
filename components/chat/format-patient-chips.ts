import type { AnswerPatient, PatientChipKey } from '@/lib/schema/answer-patient';
import type { ValueInterval } from '@/lib/schema/patient-parameters';

/** One chip above an answer: the parameter's key and its value as shown. */
export interface PatientChip {
  param: PatientChipKey;
  value: string;
}

/** "32,5": a number as Vietnamese writes it, at most two decimals. */
export function formatVnNumber(v: number): string {
  return String(Math.round(v * 100) / 100).replace('.', ',');
}

/** "30", "< 30", "≥ 60", "30–50": a read value or band. */
export function formatInterval(v: ValueInterval): string {
  const { min, max } = v;
  if (min !== null && max !== null)
    return min === max ? formatVnNumber(min) : `${formatVnNumber(min)}–${formatVnNumber(max)}`;
  if (max !== null) return `${v.max_inclusive ? '≤' : '<'} ${formatVnNumber(max)}`;
  if (min !== null) return `${v.min_inclusive ? '≥' : '>'} ${formatVnNumber(min)}`;
  return '?';
}

/** An age under one year in months ("9 tháng tuổi"), else years ("75 tuổi"). */
function formatAge(v: ValueInterval): string {
  const years = v.min ?? v.max;
  if (v.min === v.max && years !== null && years < 1) return `${Math.round(years * 12)} tháng tuổi`;
  return `${formatInterval(v)} tuổi`;
}

const RENAL_NAME = { clcr: 'Clcr', egfr: 'eGFR', unspecified: 'Chức năng thận' } as const;
/** The unit a measure is stated in when none was typed ("eGFR 40" is per 1,73 m²). */
const RENAL_UNIT = { clcr: 'ml/phút', egfr: 'ml/phút/1,73 m²', unspecified: 'ml/phút' } as const;
const HEPATIC_SEVERITY = { nhe: 'suy gan nhẹ', vua: 'suy gan vừa', nang: 'suy gan nặng' } as const;
const TRIMESTER = {
  1: 'thai 3 tháng đầu',
  2: 'thai 3 tháng giữa',
  3: 'thai 3 tháng cuối',
} as const;
const DIALYSIS = {
  mau: 'thẩm tách máu',
  phuc_mac: 'thẩm phân phúc mạc',
  khong_ro: 'lọc máu (chưa rõ loại)',
} as const;

/** Each chip key's value as shown, or null when the question gave none. */
const FORMAT: {
  [K in PatientChipKey]: (p: AnswerPatient['parameters']) => string | null;
} = {
  renal: ({ renal }) =>
    renal
      ? `${RENAL_NAME[renal.measure]} ${formatInterval(renal.value)} ${renal.unit ?? RENAL_UNIT[renal.measure]}`
      : null,
  serum_creatinine: ({ serum_creatinine_mg_dl: mg }) =>
    mg ? `creatinin máu ${formatInterval(mg)} mg/dl` : null,
  age_years: ({ age_years }) => (age_years ? formatAge(age_years) : null),
  weight_kg: ({ weight_kg }) => (weight_kg ? `${formatInterval(weight_kg)} kg` : null),
  // Told by a pregnancy or a nursing mother too: then those chips say it.
  sex: ({ sex, pregnancy, lactation }) =>
    !sex || pregnancy || lactation ? null : sex === 'male' ? 'nam' : 'nữ',
  pregnancy: ({ pregnancy }) => {
    if (!pregnancy) return null;
    if (pregnancy.week !== null) return `thai ${formatVnNumber(pregnancy.week)} tuần`;
    return pregnancy.trimester !== null ? TRIMESTER[pregnancy.trimester] : 'có thai';
  },
  lactation: ({ lactation }) => (lactation ? 'cho con bú' : null),
  hepatic: ({ hepatic }) => {
    if (!hepatic) return null;
    if (hepatic.child_pugh) return `Child-Pugh ${hepatic.child_pugh}`;
    return hepatic.severity ? HEPATIC_SEVERITY[hepatic.severity] : 'suy gan';
  },
  dialysis: ({ dialysis }) => (dialysis ? DIALYSIS[dialysis] : null),
};

/** The chips of an answer's patient, in the schema's order. */
export function formatPatientChips(patient: AnswerPatient): PatientChip[] {
  const out: PatientChip[] = [];
  for (const param of Object.keys(FORMAT) as PatientChipKey[]) {
    const value = FORMAT[param](patient.parameters);
    if (value !== null) out.push({ param, value });
  }
  return out;
}
