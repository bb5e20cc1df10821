import { readDialysisKinds, type DialysisKind } from '@/lib/retrieval/read-dialysis-kinds';
import { foldDiacritics } from '@/lib/text/fold-diacritics';

/**
 * Whether a line (with its labels) names only the other kind of dialysis than the patient's: it
 * is not the patient's, and is not shown where the book has the patient's kind. Measured on unseen batch 13 once "enalaprilat" was
 * read as ENALAPRIL: a patient on haemodialysis was shown "Thẩm phân màng bụng: Không cần liều
 * bổ sung" after the answer. A line naming dialysis without its kind, or both kinds, stays.
 */
export function isOtherDialysisLine(line: string, patient: DialysisKind | undefined): boolean {
  if (!patient || patient === 'khong_ro') return false;
  const kinds = readDialysisKinds(foldDiacritics(line));
  return kinds.size > 0 && !kinds.has(patient) && !kinds.has('khong_ro');
}
