import type { PatientParameters } from '@/lib/schema/patient-parameters';

/**
 * The liver impairment a question types as values (Child-Pugh items staged, stage-child-pugh.ts)
 * or as a class, read as the words the formulary names it by. Chống chỉ định often says "Suy gan."
 * or "Suy gan nặng" with no class; a question typing "bilirubin 12 mg/dl, INR 2,2" never met
 * that line. Measured on unseen batch 25 (first run): "viêm gan B bùng phát cấp: … bilirubin 12
 * mg/dl, INR 2,2 … siro codein mỗi lần mấy mg?" led with the cough dose, not CODEIN's "Suy gan.".
 *
 * As renal-value-conditions.ts does for the kidney: the severity's own words, and "suy gan" with
 * no kind, whose kind the `tail` gives ("Suy gan nhẹ" does not hold for a severe patient).
 */
export interface HepaticSeverityRow {
  severity: 'nhe' | 'vua' | 'nang';
  book: readonly string[];
  tail: readonly string[];
}

export const HEPATIC_SEVERITY_ROWS: readonly HepaticSeverityRow[] = [
  {
    severity: 'nang',
    book: ['suy gan nang', 'suy gan muc do nang', 'suy chuc nang gan nang', 'suy gan'],
    tail: ['nang'],
  },
  {
    severity: 'vua',
    book: ['suy gan vua', 'suy gan trung binh', 'suy gan muc do vua', 'suy gan'],
    tail: ['vua', 'trung binh'],
  },
  { severity: 'nhe', book: ['suy gan nhe', 'suy gan muc do nhe', 'suy gan'], tail: ['nhe'] },
];

/** The row of the patient's liver severity, when the question gives one. */
export function readHepaticSeverity(p: PatientParameters): HepaticSeverityRow | undefined {
  const severity = p.hepatic?.severity;
  return severity ? HEPATIC_SEVERITY_ROWS.find((r) => r.severity === severity) : undefined;
}
