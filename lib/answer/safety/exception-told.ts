import { phraseOffsets } from '@/lib/text/contains-phrase';
import { foldWords } from '@/lib/text/fold-diacritics';

/**
 * An exception the book prints after a contraindication, naming a state in a few words: "Trẻ em
 * dưới 8 tuổi (trừ trường hợp bị bệnh than)", "Suy thận nặng (Clcr < 30 ml/phút) trừ khi thẩm
 * phân". Only these short forms: a longer exception ("trừ phi để kiểm soát rung nhĩ …") is a
 * use to weigh, not a state to match.
 */
const EXCEPTION =
  /(?<![\p{L}])(?:ngoai\s+tru|tru)\s+(?:truong\s+hop|khi|phi)\s+(?:(?:bi|mac|co|dang|da)\s+)?((?:\p{L}+\s+){0,3}\p{L}+)\s*(?=[).;,]|$)/gu;

/**
 * A negation before the state in its clause, two words between at most: "không thẩm phân", "no
 * anthrax", "không có phơi nhiễm bệnh than" (unseen batch 50: a scrub typhus told "no anthrax
 * exposure" keeps the age band).
 */
const NEGATED =
  /(?:^|\s)(?:khong|chua|ko|no|not|without|denies)(?:\s+(?:co|bi|mac|phai|dang))?(?:\s+[^\s,.;]+){0,2}\s*$/u;

/**
 * Whether the question tells the state a contraindication's exception names, so the band that
 * holds the patient's value is lifted by the book itself. Measured on unseen batch 148 (first
 * run): a 6-year-old given doxycycline after inhaled anthrax led with DOXYCYCLIN's "Trẻ em dưới
 * 8 tuổi (trừ trường hợp bị bệnh than)", above the anthrax dose for children under 8.
 * `questionFolded` is the question as foldWords gives it.
 */
export function exceptionTold(sentence: string, questionFolded: string): boolean {
  for (const m of foldWords(sentence).matchAll(EXCEPTION)) {
    const state = m[1]!.trim();
    if (state.split(' ').length < 2) continue;
    for (const at of phraseOffsets(questionFolded, state)) {
      const clause = questionFolded
        .slice(Math.max(0, at - 40), at)
        .split(/[,.;]/)
        .at(-1)!;
      if (!NEGATED.test(clause)) return true;
    }
  }
  return false;
}
