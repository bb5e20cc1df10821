import { strengthsAsked } from '@/lib/question/electrolyte-grade';

/**
 * The grades a sentence lists for the serum electrolytes ("nồng độ điện giải huyết thanh tăng,
 * bình thường hoặc chỉ giảm nhẹ"), folded, or null. Each item is "tăng", "bình thường", "(chỉ)
 * giảm nhẹ", "giảm (vừa|nặng)", joined by commas, "hoặc", "và".
 */
const GRADED =
  /(?:dien\s+giai|natri)\s+(?:huyet\s+thanh|mau|huyet)\s+((?:(?:chi\s+)?(?:tang|binh\s+thuong|giam(?:\s+(?:nhe|vua|nang))?)(?:\s*,\s*|\s+hoac\s+|\s+va\s+)?)+)/u;

export function listedGrades(folded: string): string[] | null {
  const m = GRADED.exec(folded);
  if (!m) return null;
  return [...m[1]!.matchAll(/(?:chi\s+)?(tang|binh\s+thuong|giam(?:\s+(?:nhe|vua|nang))?)/gu)].map(
    (g) => g[1]!.replace(/\s+/g, ' '),
  );
}

/**
 * The strengths a sentence's product is scoped to ("Dung dịch natri clorid ưu trương (3%, 5%)"),
 * as "3%", or none. A line scoped so binds only a question that names one of them.
 */
export function scopedStrengths(folded: string): string[] {
  return strengthsAsked(folded.split(/chong\s+chi\s+dinh|khi/u)[0] ?? '');
}

/** Whether the patient's grade is among those the sentence lists, for a strength asked. */
export function gradeHolds(
  folded: string,
  grade: readonly string[],
  asked: readonly string[],
): boolean {
  const listed = listedGrades(folded);
  if (!listed || !grade.some((g) => listed.includes(g))) return false;
  const scoped = scopedStrengths(folded);
  // A line for the hypertonic solutions binds a question about one of them only: the patient
  // with a normal sodium asking about 0,9% saline is not held by it.
  return scoped.length === 0 || asked.some((s) => scoped.includes(s));
}
