import { foldWords } from '@/lib/text/fold-diacritics';

/**
 * A sentence that only continues the one before it: it opens by pointing back at it ("Trường hợp
 * này, thay bằng heparin không phân đoạn.", "Khi đó …"). A holding line is shown with it, or the
 * contraindication loses what the book says to do instead. Measured on unseen batch 15 (first
 * run): ENOXAPARIN's "Suy thận nặng (Clcr < 30 ml/phút) trừ khi thẩm phân." led without "Trường
 * hợp này, thay bằng heparin không phân đoạn."
 */
// "Phối hợp 2 thuốc này …", "Sự phối hợp này …" point back at the pair the line before named.
// Measured on unseen batch 69 (stop 60), once a co-medication told as background was read as the
// patient's: DILTIAZEM's "Rifampin: Rifampin làm giảm sinh khả dụng … của diltiazem" was shown
// without "Phối hợp 2 thuốc này làm giảm nồng độ diltiazem … tới mức không phát hiện được".
const POINTS_BACK =
  /^(?:(?:trong|o|voi)\s+)?(?:(?:truong\s+hop|nhung\s+truong\s+hop|cac\s+truong\s+hop)\s+(?:nay|do|tren)|khi\s+do|luc\s+do|neu\s+vay|khi\s+ay|(?:su\s+)?(?:(?:phoi|ket)\s+hop|dung\s+dong\s+thoi|dung\s+chung)\s+(?:(?:2|hai|cac)\s+thuoc\s+)?(?:nay|do|tren)|(?:2|hai|cac)\s+thuoc\s+(?:nay|do|tren))(?![\p{L}])/u;

export function continuesPrevious(sentence: string): boolean {
  return POINTS_BACK.test(foldWords(sentence.trim()).toLowerCase());
}

/**
 * The sentence at `index` with the sentences after it that continue it, joined as the book prints
 * them (one space); `next` is how many it took.
 */
export function withContinuation(
  sentences: readonly string[],
  index: number,
): { text: string; next: number } {
  let text = sentences[index]!.trim();
  let next = 0;
  while (index + next + 1 < sentences.length && continuesPrevious(sentences[index + next + 1]!)) {
    next += 1;
    text = `${text} ${sentences[index + next]!.trim()}`;
  }
  return { text, next };
}
