/**
 * A safety line that scopes itself to dosage forms ("Các sản phẩm dùng tại chỗ và đường âm đạo
 * …", "Thuốc tiêm …", "Dạng uống: …") holds only for a question about one of those forms. Measured
 * on unseen batch 90 once an inflamed bowel was read as the book's organ (stop 60): a preterm
 * neonate with necrotising enterocolitis, asked about a clindamycin injection vial, led with
 * "Các sản phẩm dùng tại chỗ và đường âm đạo … cần chống chỉ định cho người bệnh đã có viêm …
 * ruột non …", a contraindication of the cream and the ovule, above the benzyl alcohol line.
 *
 * One table of forms: how a line's opening scopes itself to it, and how a question names it
 * (folded). A line that names no form in its opening, or a question that names none, leaves the
 * line as it is.
 */
export interface DosageForm {
  name: 'injection' | 'topical' | 'vaginal' | 'oral';
  /** The line's scope, in its opening words. */
  scope: RegExp;
  /** The question names the form. */
  asked: RegExp;
}

const W = String.raw`(?![\p{L}])`;
const B = String.raw`(?<![\p{L}])`;

export const DOSAGE_FORMS: readonly DosageForm[] = [
  {
    name: 'injection',
    scope: new RegExp(
      String.raw`${B}(?:thuoc\s+tiem|dang\s+tiem|duong\s+tiem|tiem\s+(?:tinh\s+mach|bap))${W}`,
      'u',
    ),
    asked: new RegExp(
      String.raw`${B}(?:tiem|truyen|lo|ong|vial|ampoule|injection|infusion|iv|im|tm)${W}`,
      'u',
    ),
  },
  {
    name: 'topical',
    // A product for local use, not any use "tại chỗ": "Tránh dùng tại chỗ ở những vùng …"
    // (ADRENALIN) is an injection at the site as well.
    scope: new RegExp(
      String.raw`${B}(?:(?:san\s+pham|che\s+pham|thuoc|dang)\s+(?:dung\s+)?(?:tai\s+cho|ngoai\s+da|boi)|dung\s+ngoai|thuoc\s+boi)${W}`,
      'u',
    ),
    asked: new RegExp(
      String.raw`${B}(?:boi|gel|kem|thuoc\s+mo|lotion|cream|ointment|topical)${W}`,
      'u',
    ),
  },
  {
    name: 'vaginal',
    scope: new RegExp(String.raw`${B}(?:am\s+dao)${W}`, 'u'),
    asked: new RegExp(String.raw`${B}(?:am\s+dao|vaginal|ovules?|pessar(?:y|ies))${W}`, 'u'),
  },
  {
    name: 'oral',
    // A syrup is taken by mouth ("Có thể sử dụng dạng sirô trong 8 ngày sau khi pha": COLISTIN's
    // storage, shown to a question about the reconstituted vial, unseen batch 17).
    scope: new RegExp(
      String.raw`${B}(?:dang\s+uong|duong\s+uong|thuoc\s+uong|dang\s+siro|siro)${W}`,
      'u',
    ),
    asked: new RegExp(String.raw`${B}(?:uong|vien|oral|tablets?|capsules?|po)${W}`, 'u'),
  },
];

/** How far into the line its scope is read: its opening, before the condition it names. */
const OPENING = 60;

/** The dosage forms a question names (folded): read once per question. */
export function askedForms(questionFolded: string): readonly DosageForm[] {
  const question = questionFolded.toLowerCase();
  return DOSAGE_FORMS.filter((f) => f.asked.test(question));
}

/** Whether a line's opening scopes it to forms none of which the question names. */
export function scopeExcludes(lineFolded: string, asked: readonly DosageForm[]): boolean {
  if (asked.length === 0) return false;
  const opening = lineFolded.toLowerCase().slice(0, OPENING);
  const scoped = DOSAGE_FORMS.filter((f) => f.scope.test(opening));
  return scoped.length > 0 && !asked.some((f) => scoped.includes(f));
}

export function formScopeExcludes(lineFolded: string, questionFolded: string): boolean {
  return scopeExcludes(lineFolded, askedForms(questionFolded));
}
