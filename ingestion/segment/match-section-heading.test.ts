import { describe, expect, it } from 'vitest';
import { SECTION_DISPLAY_NAMES, SECTION_KEYS } from '@/lib/schema/section-keys';
import { matchSectionHeading } from './match-section-heading';

describe('matchSectionHeading', () => {
  it.each([
    ['Thông tin qui chế', 'thong_tin_quy_che'],
    ['Thông tin quy chế', 'thong_tin_quy_che'],
    ['THÔNG TIN QUY CHẾ:', 'thong_tin_quy_che'],
    ['Tác dụng không mong muốn (ADR)', 'tac_dung_khong_mong_muon'],
    ['Tác dụng không mong muốn', 'tac_dung_khong_mong_muon'],
    ['Hướng dẫn cách xử trí ADR', 'huong_dan_xu_tri_adr'],
    ['Hướng dẫn cách xử trí', 'huong_dan_xu_tri_adr'],
    ['Dược động học', 'duoc_ly_va_co_che_tac_dung'],
    ['Dược lý và cơ chế tác dụng', 'duoc_ly_va_co_che_tac_dung'],
    ['Liều lượng và cách dùng', 'lieu_luong_va_cach_dung'],
    ['Thời kì mang thai', 'thoi_ky_mang_thai'],
    ['Tương kị', 'tuong_ky'],
    ['Tên chung quốc tế:', 'ten_chung_quoc_te'],
    ['Mã ATC:', 'ma_atc'],
    ['Loại thuốc:', 'loai_thuoc'],
    // NFD input, as some PDFs' text layers decompose Vietnamese.
    ['Chống chỉ định'.normalize('NFD'), 'chong_chi_dinh'],
    ['Độ ổn định và bảo quản', 'do_on_dinh_va_bao_quan'],
  ])('%s → %s', (heading, key) => {
    expect(matchSectionHeading(heading)).toBe(key);
  });

  it.each([
    ['Chú ý đặc biệt'],
    ['Người lớn:'],
    ['Liều dùng cho trẻ em'],
    [''],
    ['...'],
    ['AMOXICILIN'],
  ])('%s is outside the vocabulary', (heading) => {
    expect(matchSectionHeading(heading)).toBeNull();
  });

  it('recognises every display name it emits', () => {
    for (const key of SECTION_KEYS)
      expect(matchSectionHeading(SECTION_DISPLAY_NAMES[key])).toBe(key);
  });
});
