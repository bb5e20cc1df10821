import type { Notice } from '@/lib/schema/answer';
import { REMOVAL_RULES, type RemovalRule, type RemovedClaim } from './answer-draft';

/**
 * What the clinician reads about a removal: how many sentences and why, never the removed text.
 * Quoting a rejected "500 mg mỗi 12 giờ" in a notice would state the very dose the policy
 * refused to state. The text stays in `removed` for developers.
 */
const MESSAGES: Record<RemovalRule, (count: number) => string> = {
  uncited: (n) => `Đã bỏ ${n} câu không kèm trích dẫn Dược thư.`,
  unknown_citation: (n) => `Đã bỏ ${n} câu trích dẫn một đoạn không nằm trong kết quả tra cứu.`,
  descriptor_paraphrase: (n) =>
    `Đã bỏ ${n} câu diễn giải bảng hoặc công thức: nội dung này chỉ hiển thị bằng ảnh chụp từ sách.`,
  header_row_echo: (n) =>
    `Đã bỏ ${n} câu lặp lại tiêu đề cột của bảng: tiêu đề cột không phải nội dung bảng, hãy xem ảnh chụp.`,
  quarantined_dose: (n) =>
    `Đã bỏ ${n} câu nêu liều từ đoạn có bảng hoặc công thức bị tách riêng: liều phải đọc trên ảnh chụp từ sách.`,
  ungrounded_number: (n) =>
    `Đã bỏ ${n} câu có con số không tìm thấy trong đoạn Dược thư được trích dẫn.`,
  unit_mismatch: (n) =>
    `Đã bỏ ${n} câu có đơn vị liều không khớp với đoạn Dược thư được trích dẫn.`,
  regimen_mismatch: (n) =>
    `Đã bỏ ${n} câu có số lần dùng hoặc khoảng cách liều không khớp với đoạn Dược thư được trích dẫn.`,
  completeness_claim: (n) => `Đã bỏ ${n} câu khẳng định câu trả lời là đầy đủ.`,
  band_excludes_patient: (n) =>
    `Đã bỏ ${n} câu nêu liều cho một mức (chức năng thận, tuổi, cân nặng, mức suy gan, giai đoạn thai kỳ) không phải của người bệnh trong câu hỏi.`,
  lead_not_framing: () =>
    'Đã bỏ câu mở đầu vì có số liệu hoặc thông tin thuốc không kèm trích dẫn.',
};

/** One `claim_removed` notice per rule that removed something, in REMOVAL_RULES order. */
export function summarizeRemovals(removed: readonly RemovedClaim[]): Notice[] {
  return REMOVAL_RULES.flatMap((rule) => {
    const count = removed.filter((r) => r.rule === rule).length;
    return count === 0 ? [] : [{ code: 'claim_removed' as const, message: MESSAGES[rule](count) }];
  });
}
