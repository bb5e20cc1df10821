import 'server-only';
import type { PatientParameters } from '@/lib/schema/patient-parameters';
import type { SectionKey } from '@/lib/schema/section-keys';
import type { SectionWeight } from './section-intent';

/**
 * The sections a patient described in the question points at, read from the patient's
 * parameters (read-patient-parameters.ts) rather than from a second list of phrases: the
 * parameter reader is the one place that knows "tam cá nguyệt thứ nhất", "thai 10 tuần",
 * "cho bé bú" and "chạy thận nhân tạo" describe a pregnant, breastfeeding or dialysed patient.
 * Before this rule "Omeprazol có dùng được ở tam cá nguyệt thứ nhất không?" was answered from
 * Chống chỉ định (the reader knew the pregnancy, section intent did not) and "Thai 10 tuần uống
 * fluconazol được không?" from four unrelated sections.
 *
 * Weights follow the cue phrases they replace: a pregnancy or breastfeeding patient names the
 * population's own section; renal function with a value, dialysis and hepatic impairment are
 * usually dosing questions (the book's adjustments are in Liều lượng và cách dùng), and so is a
 * body weight.
 */
export function findPatientSections(p: PatientParameters): SectionWeight[] {
  const out: SectionWeight[] = [];
  const add = (key: SectionKey, weight: number) => out.push({ key, weight });
  if (p.pregnancy) add('thoi_ky_mang_thai', 1);
  if (p.lactation) add('thoi_ky_cho_con_bu', 1);
  // Hepatic impairment stays under "dùng được không"'s 0.5 for Chống chỉ định: "Child-Pugh C
  // dùng omeprazol được không?" is answered by the contraindication, not a dose reduction.
  // A body weight is given for a dose, the book's doses by the kilogram: measured on the real
  // book, "Acetazolamid cho trẻ 10 kg" named no section and was answered from Thời kỳ cho con
  // bú and Liều lượng together, led by a child line with no indication.
  const dose = Math.max(
    p.renal || p.serum_creatinine || p.weight_kg ? 0.9 : 0,
    p.dialysis ? 0.6 : 0,
    p.hepatic ? 0.45 : 0,
  );
  if (dose > 0) add('lieu_luong_va_cach_dung', dose);
  return out;
}

/** Every section findPatientSections can name (for the coverage test of section intent). */
export const PATIENT_SECTION_KEYS: readonly SectionKey[] = [
  'thoi_ky_mang_thai',
  'thoi_ky_cho_con_bu',
  'lieu_luong_va_cach_dung',
];
