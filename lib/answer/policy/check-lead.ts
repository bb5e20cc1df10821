import type { Chunk } from '@/lib/schema/chunk';
import { SECTION_DISPLAY_NAMES } from '@/lib/schema/section-keys';
import type { Violation } from './answer-draft';
import { blankBoundedPhrase } from './blank-bounded-phrase';
import { foldBookTextForMatch, foldForMatch } from './normalize-text';

/**
 * A lead is the one line allowed without a citation, so it may carry nothing a citation would
 * have to back: it says where the answer comes from and what it is about — the book, drug
 * names, section names, a population — and nothing else. Enforced as a whitelist of phrases
 * (removed longest first, so "tác dụng không mong muốn" is allowed while a bare "không" is
 * not) and a handful of function words; any other word, and any digit, fails the lead.
 */
const MAX_LEAD_CHARS = 200;

const FRAMING_PHRASES = [
  'dược thư quốc gia việt nam',
  'dược thư quốc gia',
  'dược thư',
  'dtqgvn',
  'dtqg',
  'thông tin',
  'nội dung',
  'câu trả lời',
  'trích dẫn',
  'chuyên luận',
  'tóm tắt',
  'trình bày',
];

/** What a question is about: section intents beyond the display names, and populations. */
const TOPIC_PHRASES = [
  'tác dụng không mong muốn',
  'thông tin qui chế',
  'liều lượng',
  'liều dùng',
  'cách dùng',
  'điều chỉnh liều',
  'hiệu chỉnh liều',
  'đường dùng',
  'quá liều',
  'liều',
  'người lớn',
  'trẻ em',
  'trẻ sơ sinh',
  'trẻ nhỏ',
  'thiếu niên',
  'người cao tuổi',
  'phụ nữ mang thai',
  'người mang thai',
  'phụ nữ cho con bú',
  'người cho con bú',
  'người suy thận',
  'người suy gan',
  'suy thận',
  'suy gan',
  'người bệnh',
  'thẩm phân máu',
  'lọc máu',
];

const FUNCTION_WORDS = new Set([
  'theo',
  'của',
  'về',
  'cho',
  'và',
  'hoặc',
  'trong',
  'ở',
  'với',
  'tại',
  'từ',
  'phần',
  'mục',
  'thuốc',
  'sách',
  'sau',
  'đây',
  'dưới',
  'là',
  'các',
  'những',
  'như',
  'được',
  'nêu',
  'bảng',
  'công',
  'thức',
]);

const byLengthThenText = (a: string, b: string) => b.length - a.length || a.localeCompare(b);

/**
 * The phrases every lead may use, folded and sorted once per process: sorting them with
 * localeCompare on every answer was part of the lead check's ~2.5 ms an answer (CPU profile of
 * 600 answers on the 680-monograph index; the rest was compiling a pattern per phrase).
 */
let staticPhrases: readonly string[] | null = null;
function getStaticPhrases(): readonly string[] {
  staticPhrases ??= [
    ...FRAMING_PHRASES,
    ...TOPIC_PHRASES,
    ...Object.values(SECTION_DISPLAY_NAMES).map(foldForMatch),
  ].sort(byLengthThenText);
  return staticPhrases;
}

/** The static phrases and the drug names in one list, longest first (then by text). */
function phrasesWith(drugNames: readonly string[]): string[] {
  const phrases = [...getStaticPhrases()];
  for (const name of drugNames) {
    let at = 0;
    while (at < phrases.length && byLengthThenText(phrases[at]!, name) <= 0) at++;
    phrases.splice(at, 0, name);
  }
  return phrases;
}

export function checkLead(lead: string, retrieved: readonly Chunk[]): Violation | null {
  if (lead.length > MAX_LEAD_CHARS) {
    return { rule: 'lead_not_framing', reason: `lead: longer than ${MAX_LEAD_CHARS} characters` };
  }
  if (/\p{Nd}/u.test(lead)) {
    return { rule: 'lead_not_framing', reason: 'lead: contains a digit; numbers need a citation' };
  }
  const drugNames = [...new Set(retrieved.map((c) => foldBookTextForMatch(c.drug_name)))];
  const drugWords = new Set(drugNames.flatMap((n) => n.match(/[\p{L}\p{M}]+/gu) ?? []));

  let rest = foldForMatch(lead);
  for (const phrase of phrasesWith(drugNames)) {
    rest = blankBoundedPhrase(rest, phrase);
  }
  const stray = (rest.match(/[\p{L}\p{M}]+/gu) ?? []).filter(
    (w) => !FUNCTION_WORDS.has(w) && !drugWords.has(w),
  );
  if (stray.length > 0) {
    return {
      rule: 'lead_not_framing',
      reason: `lead: words outside framing vocabulary: ${[...new Set(stray)].join(', ')}`,
    };
  }
  return null;
}
