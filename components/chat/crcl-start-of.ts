import type { CrclStart } from './crcl-calculator';
import type { AnswerPatient } from '@/lib/schema/answer-patient';
import type { ValueInterval } from '@/lib/schema/patient-parameters';
import { formatVnNumber } from './format-patient-chips';

/** A single read value ("75"), or nothing for a band ("trên 60"): a band is no patient's value. */
function pointOf(v: ValueInterval | undefined): string | undefined {
  return v && v.min !== null && v.min === v.max ? formatVnNumber(v.min) : undefined;
}

/**
 * The calculator's first values: the patient's age, weight, sex and serum creatinine (mg/dl) as
 * the last question was read, so a question that gave them needs only a look and a click.
 */
export function crclStartOf(patient: AnswerPatient | undefined): CrclStart {
  const p = patient?.parameters;
  if (!p) return {};
  const scr = pointOf(p.serum_creatinine_mg_dl);
  return {
    ...(pointOf(p.age_years) ? { age: pointOf(p.age_years) } : {}),
    ...(pointOf(p.weight_kg) ? { weight: pointOf(p.weight_kg) } : {}),
    ...(p.sex ? { sex: p.sex } : {}),
    ...(scr ? { scr, unit: 'mg/dl' as const } : {}),
  };
}
