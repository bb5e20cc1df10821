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
 * dose line. What comes after stopping is asked too ("sau khi ngưng tôi còn phải xét nghiệm
 * gan trong bao lâu?"): unseen batch 13, ENTECAVIR's "… ít nhất 6 tháng sau khi ngừng điều trị".
 * When a drug may be stopped ("khi nào thì được ngưng thuốc?") is its duration, which the dose
 * section says (unseen batches 7 and 8), and "ngày 2" is a day, not "ngay" (at once): "hậu phẫu
 * cắt đại tràng ngày 2" (unseen batch 10) is no stopping question.
 */
const STOP_VERB = String.raw`(?:ngung|bo|cat)`;
/**
 * Giving up alcohol, tobacco or another dependence is what the drug treats ("hội chứng cai
 * rượu" is DIAZEPAM's indication), not stopping the drug.
 */
const NOT_ANOTHER_HABIT = String.raw`(?!\s+(?:ruou|nghien|thuoc\s+la|ma\s+tuy|heroin))`;
/**
 * A lower dose asked at once or step by step ("hạ một lần từ 900 xuống 400 mg được không hay
 * phải hạ từ từ?"): the book says how to come down ("Khi giảm liều phải giảm dần như khi tăng
 * liều"). Measured on first-set batch 98 (first run): that question was answered from Quá liều.
 */
const STEP_DOWN = String.raw`(?:giam|ha)(?:\s+(?:lieu|xuong|thuoc))?\s+(?:dot\s+ngot|tu\s+tu|dan\s+dan|mot\s+lan)`;
const ASKS_WITHDRAWAL = new RegExp(
  String.raw`(?<!\p{L})(?:${STOP_VERB}(?:\s+(?:dung|uong|tiem))?(?:\s+thuoc)?(?:\s+[\p{L}]+){0,2}?\s+(?:dot\s+ngot|ngay(?!\s*\d)|tu\s+tu|han|luon)|(?:cach|khi|muon)\s+${STOP_VERB}\s+thuoc|sau\s+(?:khi\s+)?${STOP_VERB}(?:\s+(?:thuoc|dieu\s+tri))?|tu\s+${STOP_VERB}|hoi\s+chung\s+cai${NOT_ANOTHER_HABIT}|cai\s+thuoc${NOT_ANOTHER_HABIT}|${STEP_DOWN})(?!\p{L})`,
  'u',
);

/**
 * A line on how to stop, on what stopping at once does, or on what follows stopping ("… tăng cao
 * sau khi ngừng clopidogrel", "theo dõi gan … ít nhất 6 tháng sau khi ngừng điều trị").
 */
const STATES_WITHDRAWAL = new RegExp(
  String.raw`(?<!\p{L})(?:(?:ngung|giam)(?:\s+[\p{L}]+){0,4}?\s+(?:dot\s+ngot|tu\s+tu|dan(?:\s+dan)?|tung\s+buoc)|giam\s+(?:lieu\s+)?dan|hoi\s+chung\s+cai|phan\s+ung\s+cai|trieu\s+chung\s+cai|sau\s+khi\s+ngung)(?!\p{L})`,
  'u',
);

/**
 * Folded, "dừng" (stop) would read as "dùng" (use): "Prednisolon dùng đột ngột liều cao" is not a
 * withdrawal question. Both stop verbs become "ngừng" before folding. Likewise "dẫn" (conduct)
 * would read as "dần" (gradually): on the real book (ACEBUTOLOL) "Suy tim: Lưu ý là cả
 * digitalis và chẹn beta đều làm giảm dẫn truyền nhĩ thất" was read as a taper and led
 * "Acebutolol ngừng thuốc đột ngột có sao không?" above "Khi ngừng thuốc, phải giảm liều từ từ
 * trong vòng 2 tuần"; "dẫn" is kept apart before folding. So is "cất" (to store), which folds to
 * "cắt" (to cut off): "cất luôn vào ngăn đá tủ lạnh" was read as stopping (unseen batch 16). And
 * "cái" (a classifier) folds to "cai" (to quit): "… để chữa cái thuốc uống quá nhiều này?" was read
 * as giving the drug up, and an overdose was answered from Thận trọng (unseen batch 18).
 */
const fold = (text: string) =>
  foldWords(
    text
      .normalize('NFC')
      .toLowerCase()
      .replace(/dừng|ngưng/g, 'ngừng')
      .replace(/dẫn/g, 'dxan')
      .replace(/cất/g, 'cxat')
      .replace(/cái/g, 'cxai'),
  );

export function asksWithdrawal(question: string): boolean {
  return ASKS_WITHDRAWAL.test(fold(question));
}

export function statesWithdrawal(sentence: string): boolean {
  return STATES_WITHDRAWAL.test(fold(sentence));
}
