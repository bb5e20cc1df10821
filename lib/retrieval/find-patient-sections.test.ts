import { describe, expect, it } from 'vitest';
import type { SectionKey } from '@/lib/schema/section-keys';
import { findPatientSections, PATIENT_SECTION_KEYS } from './find-patient-sections';
import { readPatientParameters } from './read-patient-parameters';

const sections = (q: string) => findPatientSections(readPatientParameters(q));

describe('findPatientSections', () => {
  it.each<[string, [SectionKey, number][]]>([
    ['tam cá nguyệt thứ nhất', [['thoi_ky_mang_thai', 1]]],
    ['thai 20 tuần', [['thoi_ky_mang_thai', 1]]],
    ['bầu 3 tháng cuối', [['thoi_ky_mang_thai', 1]]],
    ['đang cho bé bú', [['thoi_ky_cho_con_bu', 1]]],
    ['mất sữa', [['thoi_ky_cho_con_bu', 1]]],
    ['eGFR 25', [['lieu_luong_va_cach_dung', 0.9]]],
    ['Clcr 45ml/phút', [['lieu_luong_va_cach_dung', 0.9]]],
    ['chạy thận nhân tạo', [['lieu_luong_va_cach_dung', 0.6]]],
    ['thẩm phân phúc mạc', [['lieu_luong_va_cach_dung', 0.6]]],
    ['Child-Pugh B', [['lieu_luong_va_cach_dung', 0.45]]],
    // renal value and dialysis: the stronger one, once
    ['lọc máu, Clcr 8 ml/phút', [['lieu_luong_va_cach_dung', 0.9]]],
    // a weight is asked for a dose
    ['trẻ 10 kg', [['lieu_luong_va_cach_dung', 0.9]]],
    ['nặng 60kg, eGFR 40', [['lieu_luong_va_cach_dung', 0.9]]],
    // a child named with the nursing mother is not a second patient; nothing else is steered
    ['bé 3 tuổi', []],
    ['liều dùng', []],
    // "cho bụng" is not "cho bú": words end at a letter boundary
    ['đau bụng cho bụng đỡ', []],
  ])('%j → %j', (question, expected) => {
    expect(sections(question).map((s) => [s.key, s.weight])).toEqual(expected);
  });

  it('names only the keys it declares', () => {
    const all = ['tam cá nguyệt 2, đang cho con bú, eGFR 30, lọc máu, suy gan'].flatMap(sections);
    for (const s of all) expect(PATIENT_SECTION_KEYS).toContain(s.key);
  });
});
