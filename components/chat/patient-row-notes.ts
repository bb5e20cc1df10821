import type { PatientRows, PatientRowsNote } from '@/lib/schema/citation';

/**
 * The one line said under a crop when more than one row is outlined, or when the rows were
 * found by an eGFR. Words only: no number of the table or of the patient is typed (ADR 0006).
 */
export const PATIENT_ROW_NOTES: Record<PatientRowsNote, string> = {
  edge: 'Giá trị của người bệnh nằm đúng ranh giới giữa hai dòng của bảng: cả hai dòng được khoanh, hãy đọc cả hai.',
  overlap: 'Sách in hai dòng cùng chứa giá trị của người bệnh: cả hai dòng được khoanh.',
  range: 'Giá trị nhập là một khoảng: mọi dòng của bảng chạm khoảng đó đều được khoanh.',
  between:
    'Giá trị của người bệnh nằm giữa hai dòng của bảng (sách in số nguyên): cả hai dòng được khoanh, hãy đọc cả hai.',
};

export const EGFR_ROW_NOTE =
  'Bảng chia theo độ thanh thải creatinin; dòng được khoanh là eGFR của người bệnh đọc như độ thanh thải.';

/** The lines to say under the crop, in order (none for one row found by a clearance). */
export function patientRowNotes(rows: PatientRows): string[] {
  return [
    ...(rows.note ? [PATIENT_ROW_NOTES[rows.note]] : []),
    ...(rows.by_egfr ? [EGFR_ROW_NOTE] : []),
  ];
}
