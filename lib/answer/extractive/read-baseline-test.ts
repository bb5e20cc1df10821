import 'server-only';
import { foldWords } from '@/lib/text/fold-diacritics';

/**
 * What must be tested before the drug is started: "Before starting entecavir 0.5 mg, which
 * baseline test is a must?", "xét nghiệm gì trước khi dùng …?". The book says it in Thận trọng or
 * Cách dùng ("Trước khi bắt đầu điều trị entecavir, phải làm test HIV", "… cần xét nghiệm HLA-B*5701
 * trước khi bắt đầu điều trị"), a line that shares no dose or effect word with the question.
 * Measured on unseen batches 143 and 144 (first runs): both such questions about ENTECAVIR led with
 * an ADR line on laboratory abnormalities or a locked dose line; the HIV test was never shown.
 * Both tests read folded text.
 */
const TEST = String.raw`(?:xet\s+nghiem|test|kiem\s+tra|sang\s+loc|tests?|testing|tested|screen(?:ing|ed)?|work-?up|labs?|investigations?|checks?)`;
const BEFORE_START = String.raw`(?:truoc\s+khi\s+(?:bat\s+dau\s+)?(?:dung|uong|tiem|dieu\s+tri|su\s+dung|cho|ke|khoi\s+tri|bat\s+dau)|before\s+(?:starting|initiating|we\s+start|i\s+start|start(?:ing)?|beginning|commencing|prescribing|giving))`;
const ASKS_BASELINE_TEST = new RegExp(
  String.raw`(?<!\p{L})(?:baseline\s+(?:\p{L}+\s+){0,2}?${TEST}|(?:mandatory|required|compulsory|must-?do)\s+(?:\p{L}+\s+){0,2}?${TEST}|${TEST}(?:\s+\p{L}+){0,6}?\s+${BEFORE_START}|${BEFORE_START}(?:\s+[\p{L}\d.,/]+){0,8}?\s+(?:(?:can|phai|nen)\s+)?(?:lam\s+)?${TEST})(?!\p{L})`,
  'u',
);

/** A line of the book that says what is tested before the drug is started. */
const STATES_BASELINE_TEST = new RegExp(
  String.raw`(?<!\p{L})(?:truoc\s+khi\s+(?:bat\s+dau\s+)?(?:dieu\s+tri|dung|su\s+dung|uong|tiem)[^.;]{0,80}?(?:phai|can|nen)\s+(?:lam\s+)?(?:xet\s+nghiem|test|kiem\s+tra|sang\s+loc)|(?:xet\s+nghiem|test|kiem\s+tra|sang\s+loc)[^.;]{0,60}?truoc\s+khi\s+(?:bat\s+dau\s+)?(?:dieu\s+tri|dung|su\s+dung|uong|tiem))(?!\p{L})`,
  'u',
);

export function asksBaselineTest(folded: string): boolean {
  return ASKS_BASELINE_TEST.test(folded.toLowerCase());
}

export function statesBaselineTest(text: string): boolean {
  return STATES_BASELINE_TEST.test(foldWords(text));
}
