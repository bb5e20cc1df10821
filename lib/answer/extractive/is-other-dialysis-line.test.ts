import { describe, expect, it } from 'vitest';
import type { DialysisKind } from '@/lib/retrieval/read-dialysis-kinds';
import { isOtherDialysisLine } from './is-other-dialysis-line';

describe('isOtherDialysisLine', () => {
  it.each<[string, DialysisKind | undefined, boolean]>([
    ['Tiêm tĩnh mạch enalaprilat: Thẩm phân màng bụng: Không cần liều bổ sung.', 'mau', true],
    ['Thẩm phân máu: Liều sau khi thẩm phân 0,625 mg.', 'mau', false],
    ['Thẩm phân máu: Liều sau khi thẩm phân 0,625 mg.', 'phuc_mac', true],
    // both kinds, or dialysis without its kind, may be the patient's
    ['Thẩm phân máu và lọc màng bụng đều không loại được thuốc.', 'mau', false],
    ['Người đang thẩm phân: giảm liều.', 'phuc_mac', false],
    // no dialysis named, or no kind known of the patient's
    ['Suy thận nặng: 5 mg/ngày.', 'mau', false],
    ['Thẩm phân màng bụng: Không cần liều bổ sung.', undefined, false],
    ['Thẩm phân màng bụng: Không cần liều bổ sung.', 'khong_ro', false],
  ])('%s (%s) → %s', (line, patient, expected) => {
    expect(isOtherDialysisLine(line, patient)).toBe(expected);
  });
});
