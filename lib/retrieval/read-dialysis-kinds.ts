/**
 * The kinds of dialysis a text names, read from its diacritic-folded form: haemodialysis
 * ("thẩm tách máu", "thẩm phân máu", "lọc máu", "chạy thận", "thận nhân tạo") and peritoneal
 * dialysis ("thẩm phân phúc mạc", "lọc màng bụng"); 'khong_ro' when it says dialysis without
 * the kind ("thẩm phân"). Shared by the question's reader and the answer composer so a
 * question and a book sentence are read by one grammar.
 */
export type DialysisKind = 'mau' | 'phuc_mac' | 'khong_ro';

const PERITONEAL =
  /(?<!\p{L})(?:(?:tham\s+(?:tach|phan)|loc)\s+)?(?:phuc\s+mac|mang\s+bung)(?!\p{L})/gu;
const HAEMO =
  /(?<!\p{L})(?:tham\s+(?:tach|phan)\s+mau|loc\s+mau|chay\s+than|than\s+nhan\s+tao)(?!\p{L})/u;
/** Dialysis named without its kind ("đang thẩm phân"); any named kind is read above. */
const ANY = /(?<!\p{L})tham\s+(?:tach|phan)(?!\p{L})/u;

export function readDialysisKinds(folded: string): Set<DialysisKind> {
  const kinds = new Set<DialysisKind>();
  // "phúc mạc" alone is an anatomical word ("viêm phúc mạc" is an indication, not dialysis):
  // it counts only after a dialysis verb, or as "màng bụng" after one.
  for (const m of folded.matchAll(PERITONEAL)) {
    if (/^(?:tham|loc)/.test(m[0])) kinds.add('phuc_mac');
  }
  if (HAEMO.test(folded)) kinds.add('mau');
  if (kinds.size === 0 && ANY.test(folded)) kinds.add('khong_ro');
  return kinds;
}
