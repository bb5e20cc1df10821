import { regimen } from '@/lib/answer/extractive/denies-taken-drug';

/**
 * The kinds of drug the question says the patient is not on ("chưa dùng thuốc lợi tiểu", "không
 * uống lợi tiểu", "no diuretic", "not on any diuretics"), as the book writes them in a regimen
 * label (folded). A label for patients on such a drug ("Cho người lớn đang dùng thuốc lợi tiểu
 * …") is then another group's line. Measured on unseen batch 36 (after stop 52's fixes): "… no
 * diuretic … switch him to IV enalaprilat — what starting dose?" showed the 0,625 mg line for
 * adults on a diuretic beside the 1,25 mg line for those not on one.
 */

/** English names of the kinds a regimen label names, with the book's words. */
const ENGLISH_KINDS: readonly [RegExp, string][] = [
  [/^diuretics?$/u, 'loi tieu'],
  [/^beta[- ]?blockers?$/u, 'chen beta'],
  [/^ace[- ]?inhibitors?$/u, 'uc che men chuyen'],
  [/^anticoagulants?$/u, 'chong dong'],
];

// The labels' grammar (denies-taken-drug.ts), with "hề", "từng", "có" after the negation, and not
// "không uống được" (cannot take by mouth) nor "không uống nữa" (stopped).
const VIETNAMESE = regimen(
  String.raw`(?:khong|chua)(?:\s+(?:he|tung|co))?`,
  String.raw`dung|uong|su\s+dung`,
  'duoc|nua',
);
const ENGLISH =
  /(?<![\p{L}])(?:no|not\s+on(?:\s+any)?|not\s+taking(?:\s+any)?|without(?:\s+any)?)\s+((?:beta[- ]?blockers?|ace[- ]?inhibitors?|[\p{L}]+))/gu;

export function readNotTaken(folded: string): string[] {
  const out = new Set<string>();
  for (const m of folded.matchAll(VIETNAMESE)) out.add(m[1]!);
  for (const m of folded.matchAll(ENGLISH)) {
    const kind = ENGLISH_KINDS.find(([pattern]) => pattern.test(m[1]!));
    if (kind) out.add(kind[1]);
  }
  return [...out];
}
