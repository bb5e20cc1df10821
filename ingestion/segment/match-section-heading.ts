import { foldDiacritics } from '@/lib/text/fold-diacritics';
import type { SectionKey } from '@/lib/schema/section-keys';

/**
 * The open vocabulary of section headings: every spelling seen in the real book (and the
 * near-variants an editor could print) mapped onto the 19 keys. Matching folds diacritics, case,
 * i/y ("qui"/"quy", "kì"/"kỳ"), a parenthesised "(ADR)" and trailing punctuation, so
 * "Thông tin qui chế", "Thông tin quy chế" and "THÔNG TIN QUY CHẾ:" all land on one key.
 * `Dược động học` is its own heading in the real book but belongs to the pharmacology section.
 */
const VARIANTS: Record<SectionKey, string[]> = {
  ten_chung_quoc_te: ['tên chung quốc tế', 'tên quốc tế', 'tên chung'],
  ten_thuong_mai: ['tên thương mại', 'biệt dược'],
  ma_atc: ['mã atc', 'atc'],
  loai_thuoc: ['loại thuốc', 'nhóm thuốc'],
  dang_thuoc_va_ham_luong: [
    'dạng thuốc và hàm lượng',
    'dạng thuốc hàm lượng',
    'dạng bào chế và hàm lượng',
    'dạng thuốc',
  ],
  duoc_ly_va_co_che_tac_dung: [
    'dược lý và cơ chế tác dụng',
    'dược lý học và cơ chế tác dụng',
    'dược lý',
    'cơ chế tác dụng',
    'dược lực học',
    'dược động học',
  ],
  chi_dinh: ['chỉ định'],
  chong_chi_dinh: ['chống chỉ định'],
  than_trong: ['thận trọng', 'thận trọng khi dùng'],
  thoi_ky_mang_thai: ['thời kỳ mang thai', 'phụ nữ mang thai', 'thời kỳ có thai'],
  thoi_ky_cho_con_bu: ['thời kỳ cho con bú', 'phụ nữ cho con bú'],
  tac_dung_khong_mong_muon: ['tác dụng không mong muốn', 'tác dụng phụ', 'phản ứng có hại'],
  huong_dan_xu_tri_adr: [
    'hướng dẫn cách xử trí',
    'hướng dẫn xử trí',
    'hướng dẫn cách xử trí tác dụng không mong muốn',
  ],
  lieu_luong_va_cach_dung: [
    'liều lượng và cách dùng',
    'cách dùng và liều lượng',
    'liều dùng và cách dùng',
    'liều lượng và cách sử dụng',
    'liều lượng',
  ],
  tuong_tac_thuoc: ['tương tác thuốc', 'tương tác'],
  qua_lieu_va_xu_tri: ['quá liều và xử trí', 'quá liều và cách xử trí', 'quá liều'],
  do_on_dinh_va_bao_quan: ['độ ổn định và bảo quản', 'bảo quản', 'độ ổn định'],
  tuong_ky: ['tương kỵ'],
  thong_tin_quy_che: ['thông tin quy chế', 'quy chế'],
};

/** Fold a heading to the form the vocabulary is keyed on. */
export function normalizeHeading(text: string): string {
  return foldDiacritics(text.normalize('NFC'))
    .toLowerCase()
    .replace(/\(\s*adr\s*\)/g, ' ')
    .replace(/\badr\b/g, ' ')
    .replace(/y/g, 'i')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

const LOOKUP: Map<string, SectionKey> = (() => {
  const map = new Map<string, SectionKey>();
  for (const [key, variants] of Object.entries(VARIANTS) as [SectionKey, string[]][]) {
    for (const variant of variants) {
      const norm = normalizeHeading(variant);
      const existing = map.get(norm);
      if (existing && existing !== key) {
        throw new Error(`match-section-heading: "${variant}" maps to both ${existing} and ${key}`);
      }
      map.set(norm, key);
    }
  }
  return map;
})();

/** The section key a printed heading names, or null for a heading outside the vocabulary. */
export function matchSectionHeading(text: string): SectionKey | null {
  const norm = normalizeHeading(text);
  if (!norm) return null;
  return LOOKUP.get(norm) ?? null;
}
