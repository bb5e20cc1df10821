import { LABEL } from '@/lib/book/label-grammar';
import { governingLabelTest } from '@/lib/book/read-book-sentences';
import type { BookSentence } from '@/lib/schema/book-sentence';

/**
 * The section's sentences that fall in one part, with offsets into the part's source text. A
 * sentence the part cuts (the packer may start a part after a sentence's own label, which the
 * reader took with its sentence) is kept clipped to the part, under the chain it was read under
 * and the labels the cut left behind. Measured on the real book (ACENOCOUMAROL): a part opening
 * "Tăng tác dụng của thuốc uống chống đông máu …" after "Diflunisal:" lost the partner's name and
 * led "Acenocoumarol thuốc nào làm tăng tác dụng?" over the aspirin line. Labels are told by the
 * reader's own test (governingLabelTest), with the monograph's title `drugName`.
 */
export function placeBookSentences(
  text: string,
  sentences: readonly BookSentence[],
  part: { start: number; end: number },
  drugName?: string,
): BookSentence[] {
  const isLabel = governingLabelTest(drugName);
  const placed: BookSentence[] = [];
  for (const s of sentences) {
    const start = Math.max(s.start, part.start);
    const end = Math.min(s.end, part.end);
    if (end <= start) continue;
    const left = labelsBefore(text.slice(s.start, s.end), start - s.start, isLabel);
    placed.push({
      ...s,
      start: start - part.start,
      end: end - part.start,
      labels: left.length > 0 ? [...s.labels, ...left] : s.labels,
    });
  }
  return placed;
}

/** The labels a sentence opens with (by `isLabel`) that end before `cut`, its first `cut` characters. */
function labelsBefore(
  sentence: string,
  cut: number,
  isLabel: (label: string) => boolean,
): string[] {
  const labels: string[] = [];
  let at = 0;
  for (let own = LABEL.exec(sentence); own && at + own[0].length <= cut; ) {
    if (isLabel(own[1]!)) labels.push(own[1]!);
    at += own[0].length;
    own = LABEL.exec(sentence.slice(at));
  }
  return labels;
}
