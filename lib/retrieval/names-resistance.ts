import { foldDiacritics } from '@/lib/text/fold-diacritics';

/**
 * Whether a drug term of the question names what an organism resists, not a drug the patient
 * takes: "carbapenem-resistant isolates", "Klebsiella kháng carbapenem", "resistant to
 * vancomycin", "methicillin-resistant". Read on the question's fold. Measured on unseen batch 20
 * (first run): "Two carbapenem-resistant isolates … Can colistin be relied on against these
 * organisms?" was read as an interaction of colistin with carbapenems and answered "Phần Tương tác
 * thuốc … không nêu carbapenem-resistant isolates".
 */
export function namesResistance(questionFolded: string, term: string): boolean {
  const t = foldDiacritics(term).toLowerCase().trim();
  if (!t) return false;
  const name = t.replace(/[-\s]*resistan(?:t|ce)\b.*$/u, '').trim();
  if (name !== t && name.length > 0) return true;
  const at = questionFolded.indexOf(name);
  if (at < 0) return false;
  const before = questionFolded.slice(Math.max(0, at - 24), at);
  const after = questionFolded.slice(at + name.length, at + name.length + 16);
  return (
    /(?:khang|resistant\s+to|resistance\s+to|de\s+khang)\s*$/u.test(before) ||
    /^[-\s]*(?:resistant|resistance|khang)(?![\p{L}])/u.test(after)
  );
}
