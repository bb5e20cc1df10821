import type { PatientParameters } from '@/lib/schema/patient-parameters';

/**
 * A kidney value the question gives (Clcr, eGFR), read as the severity the formulary names in
 * words. Chống chỉ định often says "Suy thận nặng" with no number; a question typing "Clcr 12"
 * never met that line. Measured on the unseen monographs (stop 37, ten doctor questions):
 * COTRIMOXAZOL at Clcr 12 ml/phút did not lead with "Suy thận nặng mà không giám sát được nồng
 * độ thuốc trong huyết tương".
 *
 * One row a severity, read with the usual adult staging (KDIGO: G4–G5 under 30 ml/phút, G3
 * 30–59): a value holds a row when the whole of its interval lies under `under` and not under
 * `from`. Only "fits" is ever read from these rows, never "excludes": a book that stages by
 * its own numbers prints them, and those numbers are read as bands (read-sentence-bands.ts).
 * The answer line says the staging is the usual one, not the book's (holding-rules.ts).
 */
export interface RenalSeverityRow {
  severity: 'giai_doan_cuoi' | 'nang' | 'vua';
  /** The value lies under this (ml/phút). */
  under: number;
  /** …and at or above this. */
  from: number;
  /**
   * Folded phrases the book names the severity by. "suy than" alone is among them with the
   * severity as its kind (`tail`): a sentence's "Suy thận" with no kind holds, "suy thận nhẹ"
   * or "suy thận cấp" does not.
   */
  book: readonly string[];
  tail: readonly string[];
}

/** "Moderate to severe" in the book's words: both stages' patients. */
const MODERATE_TO_SEVERE = [
  'suy than vua den nang',
  'suy than vua va nang',
  'suy than vua hoac nang',
  'suy than trung binh den nang',
  'suy than trung binh va nang',
  'suy than trung binh hoac nang',
];

/** Last: "suy thận" with no kind, whose kind the row's `tail` gives. */
const SEVERE = [
  'suy than nang',
  'suy than muc do nang',
  'suy chuc nang than nang',
  'suy giam chuc nang than nang',
  ...MODERATE_TO_SEVERE,
  'suy than',
];

const MODERATE = [
  'suy than vua',
  'suy than trung binh',
  'suy than muc do vua',
  'suy than muc do trung binh',
  'suy chuc nang than vua',
  'suy chuc nang than trung binh',
  'suy than nhe den vua',
  'suy than nhe va vua',
  ...MODERATE_TO_SEVERE,
  'suy than',
];

export const RENAL_SEVERITY_ROWS: readonly RenalSeverityRow[] = [
  {
    severity: 'giai_doan_cuoi',
    under: 15,
    from: 0,
    book: ['suy than giai doan cuoi', 'benh than giai doan cuoi', ...SEVERE],
    tail: ['nang'],
  },
  { severity: 'nang', under: 30, from: 0, book: SEVERE, tail: ['nang'] },
  { severity: 'vua', under: 60, from: 30, book: MODERATE, tail: ['vua'] },
];

/** Where the usual staging ends (60 ml/phút): a value at or above it is normal or near it. */
const NEAR_NORMAL_FROM = Math.max(...RENAL_SEVERITY_ROWS.map((row) => row.under));

/**
 * The patient's kidney value lies wholly at or above the staging's end: it names no renal patient
 * (answer-question.ts does not look for "suy thận" elsewhere; the drafter puts no "Suy thận:" line
 * first). Measured on unseen batch 32 (first run): "54 yo man with hypertension …, eGFR 75 …"
 * left the dose section's hypertension line for Thận trọng.
 */
export function kidneyNearNormal(p: PatientParameters): boolean {
  const min = p.renal?.value.min;
  return min !== null && min !== undefined && min >= NEAR_NORMAL_FROM;
}

/** A creatinine clearance or eGFR at or above it is normal (the usual staging's stage 1). */
const NORMAL_FROM = 90;

/**
 * The patient's kidney value cannot be under normal ("CrCl 90", "eGFR > 100"): no organ band
 * adjusts their dose (draft-extractive-answer.ts, organImpaired). Measured on unseen batch 23
 * once "vượt quá 50 ml/phút" was read as a band: a man with CrCl 90 asking colchicine's
 * prophylaxis around surgery was led by the renal line "Đối với người có thanh thải creatinin
 * vượt quá 50 ml/phút …".
 */
export function kidneyNormal(p: PatientParameters): boolean {
  return (p.renal?.value.min ?? 0) >= NORMAL_FROM;
}

/**
 * A serum creatinine at or over this (mg/dl) is severe renal failure by the usual staging (KDIGO
 * acute kidney injury stage 3). Measured on unseen batch 29 (first run): "… creatinin 6,2 mg/dl,
 * vô niệu 24 giờ … colistimetat TM liều bao nhiêu" never met COLISTIN's "Người bệnh bị suy thận
 * nặng"; the answer said only that the book bands by clearance, not by serum creatinine.
 */
const SEVERE_SERUM_CREATININE_MG_DL = 4;

/**
 * The first row whose range holds the whole of the patient's kidney value, if any; with no
 * clearance given, a serum creatinine from SEVERE_SERUM_CREATININE_MG_DL is the severe row.
 */
export function readRenalSeverity(p: PatientParameters): RenalSeverityRow | undefined {
  const v = p.renal?.value;
  const scr = p.serum_creatinine_mg_dl;
  if (!v && scr && (scr.min ?? -Infinity) >= SEVERE_SERUM_CREATININE_MG_DL)
    return RENAL_SEVERITY_ROWS.find((row) => row.severity === 'nang');
  if (!v || v.max === null) return undefined;
  const min = v.min ?? 0;
  return RENAL_SEVERITY_ROWS.find(
    (row) => (v.max! < row.under || (v.max === row.under && !v.max_inclusive)) && min >= row.from,
  );
}
