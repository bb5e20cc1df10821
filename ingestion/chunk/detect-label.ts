import { isWhitespace, isWhitespaceAt, type TextSpan } from './text-span';

/**
 * Limits on a label's shape. The book's labels are short noun phrases — populations
 * (`Trẻ em dưới 12 tuổi:`), routes (`Tiêm tĩnh mạch:`), indications (`Nhiễm khuẩn đường tiết
 * niệu:`), steps (`Bước 3:`) — and there are hundreds of distinct ones, so a label is told by
 * shape, never looked up in a word list.
 */
export const LABEL_MAX_WORDS = 12;
export const LABEL_MAX_CHARS = 90;

/** A capital, a digit (`2 - 5 tuổi:`) or a comparison (`≥ 7 tuổi:`, `< 6 lần/năm:`). */
const LABEL_FIRST_CHAR = /^[\p{Lu}\p{N}<>≤≥]/u;
/** Sentence punctuation inside the phrase means it is a sentence that ends in ':', not a label. */
const SENTENCE_INSIDE = /[;!?:]|\.\s/u;
const LETTER = /\p{L}/u;

/** True when `phrase` (already trimmed) is shaped like a label: short, capitalised, ends with ':'. */
export function isLabelPhrase(phrase: string): boolean {
  if (!phrase.endsWith(':')) return false;
  const body = phrase.slice(0, -1);
  if (body.length === 0 || body.length > LABEL_MAX_CHARS || body.includes('\n')) return false;
  // `tỷ lệ 1 : 3` — a colon after a space is a ratio or a typo, not a label's end.
  if (isWhitespace(body[body.length - 1])) return false;
  if (!LABEL_FIRST_CHAR.test(body) || !LETTER.test(body)) return false;
  if (SENTENCE_INSIDE.test(body)) return false;
  return body.trim().split(/\s+/u).length <= LABEL_MAX_WORDS;
}

/** A sub-heading is shorter than a label may be: a title, not a population or an indication. */
export const HEADING_MAX_WORDS = 10;
/**
 * A paragraph ending in punctuation is a sentence, a list item or a label, not a sub-heading;
 * a closing parenthesis is allowed (`Liệt chu kỳ (do hạ kali trong bệnh Westphal)`).
 */
const ENDS_UNPUNCTUATED = /[\p{L}\p{N})]$/u;

/**
 * True when a whole paragraph is shaped like a sub-heading printed without a colon
 * (`Dược động học`, `Chứng say núi`): short, capitalised, no digits, no punctuation at its end. These
 * start a new scope: without them, CLINDAMYCIN's pharmacokinetics paragraphs were carried
 * forward under the resistance-list labels printed above the `Dược động học` heading.
 */
export function isHeadingPhrase(paragraph: string): boolean {
  if (!ENDS_UNPUNCTUATED.test(paragraph) || !/^\p{Lu}/u.test(paragraph)) return false;
  // Digits mark a dose or a count whose final full stop was lost, not a title.
  if (/[.;:!?]\s/u.test(paragraph) || /\p{N}/u.test(paragraph)) return false;
  return paragraph.split(/\s+/u).length <= HEADING_MAX_WORDS;
}

/**
 * The label that opens `span`, if any: the text up to the first ':' that is followed by
 * whitespace or the span's end, when that prefix is label-shaped. `Người lớn: 500 mg mỗi 8 giờ.`
 * opens with `Người lớn:`; `Trẻ em: 2 - 7 tuổi: 200 mg/lần` opens with `Trẻ em:`.
 */
export function findLeadingLabel(text: string, span: TextSpan): TextSpan | null {
  for (let i = span.start; i < span.end; i++) {
    if (text.charCodeAt(i) !== 0x3a) continue; // ':'
    if (i + 1 < span.end && !isWhitespaceAt(text, i + 1)) continue; // 8:00, a:b
    const candidate = { start: span.start, end: i + 1 };
    return isLabelPhrase(text.slice(candidate.start, candidate.end)) ? candidate : null;
  }
  return null;
}
