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
/**
 * Clinicians write dialysis in English too ("on dialysis three times a week", "HD", "CAPD").
 * Measured on stop 66's doctor's questions: ACICLOVIR for a patient "on dialysis three times a
 * week" led with the table lead-in of the HIV patients, not the line on dosing after dialysis.
 * Thrice weekly dialysis is haemodialysis; "peritoneal" names the other kind.
 */
const PERITONEAL_EN = /(?<!\p{L})(?:peritoneal\s+dialysis|capd|apd)(?!\p{L})/u;
/**
 * "HD" as the ward writes haemodialysis, only after a word that says it is a treatment ("on HD",
 * "intermittent HD", "chạy HD", "post-HD"): alone it may be another disease's initials. Measured
 * on unseen batch 148 (first run): "CKD5 on intermittent HD" read no dialysis, and ENOXAPARIN's
 * circuit dose for haemodialysis never led.
 */
const HD_ABBREVIATION = String.raw`(?:on|intermittent|chronic|maintenance|regular|chay|loc|after|post|sau|truoc|before)(?:\s+|\s*-\s*)hd`;
const HAEMO = new RegExp(
  String.raw`(?<!\p{L})(?:tham\s+(?:tach|phan)\s+mau|loc\s+mau|chay\s+than|than\s+nhan\s+tao|ha?emodialysis|haemodialysed|hemodialyzed|(?:on|dialysis|dialyzed|dialysed)\s+(?:\p{L}+\s+){0,2}(?:three|3)\s+times\s+(?:a|per)\s+week|${HD_ABBREVIATION})(?!\p{L})`,
  'u',
);
/** Dialysis named without its kind ("đang thẩm phân", "on dialysis"); any named kind is read above. */
const ANY = /(?<!\p{L})(?:tham\s+(?:tach|phan)|dialysis|dialysed|dialyzed)(?!\p{L})/u;

export function readDialysisKinds(folded: string): Set<DialysisKind> {
  const kinds = new Set<DialysisKind>();
  // "phúc mạc" alone is an anatomical word ("viêm phúc mạc" is an indication, not dialysis):
  // it counts only after a dialysis verb, or as "màng bụng" after one.
  for (const m of folded.matchAll(PERITONEAL)) {
    if (/^(?:tham|loc)/.test(m[0])) kinds.add('phuc_mac');
  }
  if (PERITONEAL_EN.test(folded)) kinds.add('phuc_mac');
  if (HAEMO.test(folded)) kinds.add('mau');
  if (kinds.size === 0 && ANY.test(folded)) kinds.add('khong_ro');
  return kinds;
}
