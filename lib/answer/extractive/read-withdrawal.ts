import 'server-only';
import { foldWords } from '@/lib/text/fold-diacritics';

/**
 * "Prednisolon ngừng thuốc đột ngột có sao không?" asks how the drug is stopped, and the book
 * answers in the opposite words: "Ngừng thuốc từ từ sau điều trị kéo dài để tránh suy thượng
 * thận cấp". Measured on the sample book: no line shares two of the question's words with that
 * one, so the answer led with a trial's discontinuation rate from Dược lý ("… tỷ lệ phải ngừng
 * thuốc vì tác dụng không mong muốn là 11,5% …"). Corticosteroids, beta-blockers, clonidine,
 * antiepileptics, benzodiazepines and opioids all carry such a line. Both tests read folded text.
 * A patient says it as "bỏ hẳn", "ngưng luôn", "tự bỏ": measured on unseen batch 13 (first run),
 * "… diazepam 5 mg mỗi tối đã hơn 2 tháng …, giờ muốn bỏ hẳn từ mai có được không?" led with a
 * dose line.
 */
const STOP_VERB = String.raw`(?:ngung|bo|cat)`;
const ASKS_WITHDRAWAL = new RegExp(
  String.raw`(?<!\p{L})(?:${STOP_VERB}(?:\s+(?:dung|uong|tiem))?(?:\s+thuoc)?(?:\s+[\p{L}]+){0,2}?\s+(?:dot\s+ngot|ngay|tu\s+tu|han|luon)|(?:cach|khi|muon)\s+${STOP_VERB}\s+thuoc|tu\s+${STOP_VERB}|hoi\s+chung\s+cai|cai\s+thuoc)(?!\p{L})`,
  'u',
);

/** A line on how to stop, or on what stopping at once does. */
const STATES_WITHDRAWAL = new RegExp(
  String.raw`(?<!\p{L})(?:(?:ngung|giam)(?:\s+[\p{L}]+){0,4}?\s+(?:dot\s+ngot|tu\s+tu|dan(?:\s+dan)?|tung\s+buoc)|giam\s+(?:lieu\s+)?dan|hoi\s+chung\s+cai|phan\s+ung\s+cai|trieu\s+chung\s+cai)(?!\p{L})`,
  'u',
);

/**
 * Folded, "dừng" (stop) would read as "dùng" (use): "Prednisolon dùng đột ngột liều cao" is not a
 * withdrawal question. Both stop verbs become "ngừng" before folding. Likewise "dẫn" (conduct)
 * would read as "dần" (gradually): on the real book (ACEBUTOLOL) "Suy tim: Lưu ý là cả
 * digitalis và chẹn beta đều làm giảm dẫn truyền nhĩ thất" was read as a taper and led
 * "Acebutolol ngừng thuốc đột ngột có sao không?" above "Khi ngừng thuốc, phải giảm liều từ từ
 * trong vòng 2 tuần"; "dẫn" is kept apart before folding.
 */
const fold = (text: string) =>
  foldWords(
    text
      .normalize('NFC')
      .toLowerCase()
      .replace(/dừng|ngưng/g, 'ngừng')
      .replace(/dẫn/g, 'dxan'),
  );

export function asksWithdrawal(question: string): boolean {
  return ASKS_WITHDRAWAL.test(fold(question));
}

export function statesWithdrawal(sentence: string): boolean {
  return STATES_WITHDRAWAL.test(fold(sentence));
}
