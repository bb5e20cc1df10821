import { foldWords } from '@/lib/text/fold-diacritics';

/**
 * A sentence that only continues the one before it: it opens by pointing back at it ("Trường hợp
 * này, thay bằng heparin không phân đoạn.", "Khi đó …"). A holding line is shown with it, or the
 * contraindication loses what the book says to do instead. Measured on unseen batch 15 (first
 * run): ENOXAPARIN's "Suy thận nặng (Clcr < 30 ml/phút) trừ khi thẩm phân." led without "Trường
 * hợp này, thay bằng heparin không phân đoạn."
 */
const POINTS_BACK =
  /^(?:(?:trong|o|voi)\s+)?(?:(?:truong\s+hop|nhung\s+truong\s+hop|cac\s+truong\s+hop)\s+(?:nay|do|tren)|khi\s+do|luc\s+do|neu\s+vay|khi\s+ay)(?![\p{L}])/u;

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
