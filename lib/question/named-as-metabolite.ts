import { escapeRegExp } from '@/lib/text/escape-reg-exp';
import { foldDiacritics } from '@/lib/text/fold-diacritics';
import { wholeWords } from '@/lib/text/whole-words';

/**
 * The words that make the name after them the asked drug's own metabolite ("chất chuyển hóa
 * diacetolol", "its active metabolite norclozapine", "chuyển hóa thành morphin"), with the
 * qualifiers that may stand between ("có hoạt tính", "chính", "là", "active", "main").
 */
const METABOLITE_BEFORE = String.raw`(?:chat\s+chuyen\s+hoa|san\s+pham\s+chuyen\s+hoa|chuyen\s+hoa\s+thanh|metabolites?|metaboli[sz]ed\s+(?:in)?to|converted\s+(?:in)?to)(?:\s+(?:co\s+hoat\s+tinh|chinh|la|cua\s+[\p{L}\d-]+|of\s+[\p{L}\d-]+|active|main|major|its))*`;

/**
 * A name the question gives as the drug's metabolite, not a second drug taken with it. Measured
 * on first-set batch 136 (first run, ACEBUTOLOL): "… acebutolol và chất chuyển hóa diacetolol đạt
 * nồng độ đỉnh?" read diacetolol as a partner and was answered from Tương tác thuốc, the
 * pharmacokinetics never shown.
 */
export function namedAsMetabolite(questionFolded: string, name: string): boolean {
  const term = foldDiacritics(name).toLowerCase().trim();
  if (!term) return false;
  return wholeWords(String.raw`${METABOLITE_BEFORE}\s+${escapeRegExp(term)}`).test(
    questionFolded.toLowerCase(),
  );
}
