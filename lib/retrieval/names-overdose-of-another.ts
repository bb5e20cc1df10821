import { foldDiacritics } from '@/lib/text/fold-diacritics';
import { isVietnameseSyllable } from '@/lib/text/is-vietnamese-syllable';
import type { DrugMention } from './drug-lexicon';
import { NON_DRUG_TERMS } from './non-drug-terms';

/** "quá liều", "ngộ độc", "nhiễm độc", optionally "do" / "thuốc", then the poison's name. */
const OVERDOSE_OF = /(?<!\p{L})(?:qua\s+lieu|ngo\s+doc|nhiem\s+doc)(?:\s+(?:do|thuoc))?\s+/gu;

/**
 * Whether the question names the overdose of another drug than the one asked: "Acetylcystein quá
 * liều paracetamol liều thế nào?" asks how acetylcystein is dosed as the antidote (its own
 * Liều lượng, under "Giải độc quá liều paracetamol"), not what to do when acetylcystein is
 * overdosed. Measured on the real book: the question read Quá liều và xử trí first and led with
 * "Tử vong đã xảy ra ở người bệnh bị quá liều acetylcystein …". `mentions` are the question's
 * drug mentions in order (the first is the drug asked); `otherTerms` are names not in the book.
 */
export function namesOverdoseOfAnother(
  question: string,
  mentions: readonly DrugMention[],
  otherTerms: readonly string[],
  /** foldDiacritics of the NFC question, when the caller has it (the request's QuestionText). */
  folded: string = foldDiacritics(question.normalize('NFC')),
): boolean {
  const asked = mentions[0]?.drug_id;
  if (!asked) return false;
  // Offsets are compared only where folding kept one character per character (NFC Vietnamese).
  if (folded.length !== question.normalize('NFC').length) return false;
  const others = otherTerms.map((t) => foldDiacritics(t).toLowerCase());
  for (const m of folded.matchAll(OVERDOSE_OF)) {
    const at = m.index + m[0].length;
    if (mentions.some((d) => d.start === at && d.drug_id !== asked)) return true;
    if (others.some((t) => t.length > 2 && folded.startsWith(t, at))) return true;
    // A name neither the lexicon nor the unknown-drug reader caught: a word no Vietnamese
    // syllable spells ("paracetamol" where the index holds no PARACETAMOL), not the asked drug.
    const word = /^[\p{L}\p{N}-]+/u.exec(folded.slice(at))?.[0] ?? '';
    if (
      word.length >= 4 &&
      !isVietnameseSyllable(word) &&
      !mentions.some((d) => d.start === at) &&
      !NON_DRUG_TERMS.has(word)
    )
      return true;
  }
  return false;
}
