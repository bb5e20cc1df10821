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

/**
 * Days of doses missed, then the drug taken again: "hết thuốc, bỏ mất 5 ngày … uống lại luôn 300
 * mg như cũ có được không?", "stopped it for 4 days, can I restart at the same dose?". The book
 * answers how to begin again ("Trong trường hợp điều trị lại sau khi ngừng clozapin …, bắt đầu
 * bằng liều 12,5 mg"). Measured on unseen batch 139 (first run): that question led with
 * Chống chỉ định's epilepsy line, the restart never shown.
 */
const ASKS_RESTART =
  /(?<!\p{L})(?:(?:bo|ngung|dung|quen|het\s+thuoc|gian\s+doan)[^.?!]{0,30}?\d+\s*ngay|(?:stopped|missed|off|ran\s+out)[^.?!]{0,30}?\d+\s*days?)[^?!]{0,80}?(?:(?:uong|dung|tiem|bat\s+dau)\s+lai|restart\w*|resum\w*|start\w*\s+again|take\s+it\s+again)(?!\p{L})/u;

/** A line of the book that says what to do about a forgotten dose. */
// Or how to begin again after the drug was stopped ("điều trị lại sau khi ngừng …").
const STATES_MISSED_DOSE =
  /(?<!\p{L})(?:neu\s+quen|bi\s+quen|quen\s+(?:uong|dung|tiem|mot\s+lieu)|nho\s+ra|lieu\s+(?:da\s+)?bi\s+bo\s+lo|missed\s+dose|(?:dieu\s+tri|dung|uong|bat\s+dau)\s+lai\s+sau\s+(?:khi\s+)?ngung)(?!\p{L})/u;

/**
 * Folding makes "quên" (forget) and "quen" (be used to) one word: "Mẹ quen uống thuốc sau khi ăn
 * … cho đỡ quên" (first-set batch 100) tells a habit. Typed with its marks, "quen" is kept apart;
 * a question typed without marks can only be read folded.
 */
const USED_TO = /(?<!\p{L})quen(?!\p{L})/gu;

export function asksMissedDose(text: string, folded: string): boolean {
  const marked = /[^\u0000-\u007f]/u.test(text);
  const read = marked
    ? foldWords(text.normalize('NFC').toLowerCase().replace(USED_TO, 'quen_thuoc'))
    : folded;
  return ASKS_MISSED_DOSE.test(read) || ASKS_RESTART.test(read);
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
