import 'server-only';
import { foldWords } from '@/lib/text/fold-diacritics';

/**
 * "Kali clorid uống khi nào?", "Omeprazol uống trước hay sau ăn?" ask when in the day or against
 * meals the drug is taken, and Cách dùng says it: "… trong hoặc sau bữa ăn", "Uống vào buổi sáng
 * để tránh tiểu đêm", "Uống trước bữa ăn sáng". Measured on the sample book: "Kali clorid uống
 * khi nào?" shares no word with its Cách dùng line but "uống" and led with the adult dose. Both
 * tests read folded text.
 */
const ASKS_DOSING_TIME =
  /(?<!\p{L})(?:(?:uong|tiem|dung)(?:\s+[\p{L}]+){0,3}?\s+(?:vao\s+)?(?:luc|khi|gio)\s+nao|(?:truoc|sau)\s+(?:hay|hoac)\s+(?:truoc|sau)\s+(?:khi\s+)?an|buoi\s+(?:sang|toi|trua)|luc\s+doi|no\s+hay\s+doi|truoc\s+khi\s+ngu)(?!\p{L})/u;

/**
 * A line that places the dose in the day or against meals. "Cùng một thời điểm" is the real
 * book's "same time each day" (ACENOCOUMAROL: "… uống một lần vào cùng một thời điểm mỗi ngày"),
 * where the sample book writes "cùng một giờ"; "Acenocoumarol uống lúc nào trong ngày?" led with
 * the first day's dose.
 */
const STATES_DOSING_TIME =
  /(?<!\p{L})(?:bua\s+an|luc\s+doi|buoi\s+(?:sang|toi|trua)|truoc\s+khi\s+(?:ngu|an)|sau\s+khi\s+an|cung\s+mot\s+(?:gio|thoi\s+diem|luc)|bat\s+ky\s+luc\s+nao|thuc\s+an|da\s+day\s+rong)(?!\p{L})/u;

export function asksDosingTime(question: string, folded: string = foldWords(question)): boolean {
  return ASKS_DOSING_TIME.test(folded);
}

export function statesDosingTime(sentence: string): boolean {
  return STATES_DOSING_TIME.test(foldWords(sentence));
}
