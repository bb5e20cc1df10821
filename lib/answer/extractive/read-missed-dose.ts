import 'server-only';
import { foldWords } from '@/lib/text/fold-diacritics';

/**
 * A dose forgotten and what to do now: "quên liều buổi sáng, tới 10 giờ mới nhớ ra … có cần uống
 * gấp đôi không?", "I forgot this morning's dose". The book answers it in Cách dùng ("Nếu quên
 * thì phải uống ngay khi nhớ", "… bỏ qua liều thuốc bị quên"), a line that shares no dose word
 * with the question. Measured on first-set batches 123 and 124 (stop 63, first runs): both
 * missed-dose questions led with a child's dose or Quá liều, and ABACAVIR's "Nếu quên thì phải
 * uống ngay khi nhớ" was never shown. Both tests read folded text.
 */
const ASKS_MISSED_DOSE =
  /(?<!\p{L})(?:quen\s+(?:uong|tiem|dung|lieu|mot\s+lieu|mat|khong\s+uong)|(?:nen|bi|lo)\s+quen|moi\s+nho\s+ra|bo\s+lo\s+(?:mot\s+)?lieu|uong\s+bu|forgot(?:ten)?|missed\s+(?:a|her|his|my|the|one|this\s+morning's|today's)?\s*doses?)(?!\p{L})/u;

/** A line of the book that says what to do about a forgotten dose. */
const STATES_MISSED_DOSE =
  /(?<!\p{L})(?:neu\s+quen|bi\s+quen|quen\s+(?:uong|dung|tiem|mot\s+lieu)|nho\s+ra|lieu\s+(?:da\s+)?bi\s+bo\s+lo|missed\s+dose)(?!\p{L})/u;

/**
 * Folding makes "quên" (forget) and "quen" (be used to) one word: "Mẹ quen uống thuốc sau khi ăn
 * … cho đỡ quên" (first-set batch 100) tells a habit. Typed with its marks, "quen" is kept apart;
 * a question typed without marks can only be read folded.
 */
const USED_TO = /(?<!\p{L})quen(?!\p{L})/gu;

export function asksMissedDose(text: string, folded: string): boolean {
  const marked = /[^\u0000-\u007f]/u.test(text);
  return ASKS_MISSED_DOSE.test(
    marked ? foldWords(text.normalize('NFC').toLowerCase().replace(USED_TO, 'quen_thuoc')) : folded,
  );
}

export function statesMissedDose(sentence: string): boolean {
  return STATES_MISSED_DOSE.test(foldWords(sentence));
}

/** A line on catching up a forgotten dose: "Không tự ý uống gấp đôi liều", "không uống bù". */
const STATES_CATCH_UP =
  /(?<!\p{L})(?:gap\s+doi\s+lieu|uong\s+bu|double\s+(?:the\s+)?dose)(?!\p{L})/u;

/** A forgotten dose's line, or one on catching it up: what follows the lead. */
export function statesMissedDoseAdvice(sentence: string): boolean {
  return statesMissedDose(sentence) || STATES_CATCH_UP.test(foldWords(sentence));
}
