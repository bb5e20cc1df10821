import type { Chunk } from '@/lib/schema/chunk';
import type { Violation } from './answer-draft';
import { foldBookTextForMatch, foldForMatch } from './normalize-text';

/**
 * An answer must never say or imply it is complete (ADR 0006 obligation 1): a model asked to
 * be helpful writes "Đây là toàn bộ thông tin" without a single number, and rules 3-4 would
 * pass it. The book's own words are exempt: a phrase the cited source_text contains is quoted.
 */
const COMPLETENESS_CLAIMS = [
  /(?:câu trả lời|thông tin|nội dung|dữ liệu)(?: này| trên| dưới đây| đã nêu)? (?:là |đã |được )?(?:đầy đủ|hoàn chỉnh|trọn vẹn)/u,
  /(?:đầy đủ|toàn bộ|tất cả) (?:các )?(?:thông tin|nội dung|dữ liệu)/u,
  /(?:đây|trên đây|sau đây) là (?:tất cả|toàn bộ|đầy đủ)/u,
  /không (?:có|còn) (?:bảng|công thức|thông tin|liều) (?:nào )?(?:khác|thêm|nữa)/u,
  /không cần (?:xem|tham khảo|mở|đọc) (?:thêm|bảng|sách|công thức|ảnh)/u,
  /(?:bảng|công thức) (?:không|chẳng) (?:có|chứa|thêm) (?:gì|thông tin)/u,
];

export function checkCompletenessClaim(text: string, cited: readonly Chunk[]): Violation | null {
  const sentence = foldForMatch(text);
  for (const pattern of COMPLETENESS_CLAIMS) {
    const match = pattern.exec(sentence);
    if (match && !cited.some((c) => foldBookTextForMatch(c.source_text).includes(match[0]))) {
      return {
        rule: 'completeness_claim',
        reason: `obligation 1: claims completeness ("${match[0]}") in words no cited source uses`,
      };
    }
  }
  return null;
}
