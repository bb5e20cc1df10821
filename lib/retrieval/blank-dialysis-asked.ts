import { readDialysisKinds, type DialysisKind } from './read-dialysis-kinds';

/**
 * Dialysis asked about as a remedy is not the patient's state: "… uống nhầm nguyên vỉ enalapril …
 * Vào viện người ta sẽ xử trí sao, có phải chạy thận lọc máu không?" was read as a haemodialysis
 * patient, and the overdose answer kept only "Thẩm tách máu có thể loại enalapril khỏi tuần hoàn"
 * (unseen batch 14, first run), leaving out the management line. Only the question forms: "phải
 * chạy thận 3 lần/tuần" is a patient on dialysis, "có phải chạy thận không" is a question.
 */
const ASKED =
  /(?<![\p{L}])(?:co\s+phai|co\s+can|can\s+phai|co\s+nen|nen|co\s+the)\s+((?:(?:chay\s+than|loc\s+mau|loc\s+mang\s+bung|tham\s+(?:tach|phan)(?:\s+(?:mau|phuc\s+mac))?|than\s+nhan\s+tao|loc\s+than)\s*)+)(?=[^.?!;]*?(?<![\p{L}])(?:khong|ko|hay\s+khong|chua)(?![\p{L}]))/gu;

/** The folded question with each dialysis asked about as a remedy blanked (same length). */
export function blankDialysisAsked(folded: string): string {
  return folded.replace(ASKED, (whole: string, named: string) =>
    whole.replace(named, ' '.repeat(named.length)),
  );
}

/** Whether the dialysis phrase at `start` of the folded question is asked about, not had. */
export function isDialysisAskedAt(folded: string, start: number): boolean {
  const blanked = blankDialysisAsked(folded.toLowerCase());
  return blanked[start] === ' ' && folded[start] !== ' ';
}

/**
 * The dialysis a question asks about as a remedy ("có cần chạy thận để thải thuốc không?"), or
 * null: the answer leads with the line on dialysis, as for a patient on it.
 */
export function readDialysisAsked(folded: string): DialysisKind | null {
  const lower = folded.toLowerCase();
  const had = readDialysisKinds(blankDialysisAsked(lower));
  const named = readDialysisKinds(lower);
  for (const kind of ['phuc_mac', 'mau', 'khong_ro'] as const)
    if (named.has(kind) && !had.has(kind)) return kind;
  return null;
}
