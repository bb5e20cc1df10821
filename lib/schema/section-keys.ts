import { z } from 'zod';

/**
 * The 19 section keys of the document model, in book order. `ten_thuong_mai` sits after
 * `ten_chung_quoc_te` here, where the book prints trade names when it prints them at all.
 */
export const SECTION_KEYS = [
  'ten_chung_quoc_te',
  'ten_thuong_mai',
  'ma_atc',
  'loai_thuoc',
  'dang_thuoc_va_ham_luong',
  'duoc_ly_va_co_che_tac_dung',
  'chi_dinh',
  'chong_chi_dinh',
  'than_trong',
  'thoi_ky_mang_thai',
  'thoi_ky_cho_con_bu',
  'tac_dung_khong_mong_muon',
  'huong_dan_xu_tri_adr',
  'lieu_luong_va_cach_dung',
  'tuong_tac_thuoc',
  'qua_lieu_va_xu_tri',
  'do_on_dinh_va_bao_quan',
  'tuong_ky',
  'thong_tin_quy_che',
] as const;

export const sectionKeySchema = z.enum(SECTION_KEYS);
export type SectionKey = z.infer<typeof sectionKeySchema>;

/** What a clinician reads as the section's name (citation chips, descriptor chunks). */
export const SECTION_DISPLAY_NAMES: Record<SectionKey, string> = {
  ten_chung_quoc_te: 'Tên chung quốc tế',
  ten_thuong_mai: 'Tên thương mại',
  ma_atc: 'Mã ATC',
  loai_thuoc: 'Loại thuốc',
  dang_thuoc_va_ham_luong: 'Dạng thuốc và hàm lượng',
  duoc_ly_va_co_che_tac_dung: 'Dược lý và cơ chế tác dụng',
  chi_dinh: 'Chỉ định',
  chong_chi_dinh: 'Chống chỉ định',
  than_trong: 'Thận trọng',
  thoi_ky_mang_thai: 'Thời kỳ mang thai',
  thoi_ky_cho_con_bu: 'Thời kỳ cho con bú',
  tac_dung_khong_mong_muon: 'Tác dụng không mong muốn (ADR)',
  huong_dan_xu_tri_adr: 'Hướng dẫn cách xử trí ADR',
  lieu_luong_va_cach_dung: 'Liều lượng và cách dùng',
  tuong_tac_thuoc: 'Tương tác thuốc',
  qua_lieu_va_xu_tri: 'Quá liều và xử trí',
  do_on_dinh_va_bao_quan: 'Độ ổn định và bảo quản',
  tuong_ky: 'Tương kỵ',
  thong_tin_quy_che: 'Thông tin quy chế',
};

/** Sections the book prints as an inline `Label: value.` line rather than a heading. */
export const INLINE_LABEL_SECTION_KEYS = [
  'ten_chung_quoc_te',
  'ten_thuong_mai',
  'ma_atc',
  'loai_thuoc',
] as const satisfies readonly SectionKey[];
