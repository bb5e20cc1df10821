import { foldDiacritics } from '@/lib/text/fold-diacritics';

/**
 * A step of a regimen ("Ngày thứ hai", "Ngày đầu tiên", "Tuần 2", "Bước 3"): which dose of the
 * schedule above, not an indication the line is said for. Only the indication test reads it:
 * carried as a label it would govern lines far below its step. Measured on unseen batch 38
 * (GABAPENTIN): "Trẻ em 6 - 12 tuổi: Ngày thứ hai: 10 mg/kg …" was read as said for an
 * indication "Ngày thứ hai" the question did not name, and "… ngày thứ 2 cho uống bao nhiêu"
 * led with the maximum.
 */
const STEP_OF_REGIMEN =
  /^(?:ngay\s+(?:thu\s+\S+|dau(?:\s+tien)?)|tuan\s+(?:thu\s+)?\S+|buoc\s+\S+|giai\s+doan\s+\S+)$/u;

export function isStepLabel(label: string): boolean {
  return STEP_OF_REGIMEN.test(foldDiacritics(label).replace(/:\s*$/, '').trim());
}
