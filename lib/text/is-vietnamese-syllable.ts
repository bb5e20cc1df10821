/**
 * Whether a diacritic-folded token could be one Vietnamese syllable ("lieu", "nguoi", "tre").
 *
 * Why: a Vietnamese question is mostly one-syllable words, and drug names are almost never a
 * single Vietnamese syllable (AMOXICILIN, CEFOTAXIM, natri, Ziagen all fail the shape). So a
 * token that fits the syllable shape is treated as an ordinary word: it is never a typo
 * candidate for a drug, and a trade name made only of such tokens ("Am", "Be Nong") needs a
 * cue ("thuốc …") before it counts. The real trade-name map holds conversion errors such as
 * "duoi 5 tuoi nen dung dung dich loang hon" recorded as a trade name; this check is what
 * keeps them from matching questions about children.
 *
 * The shape is the book's orthography, not a word list: an optional initial consonant, a
 * vowel nucleus (after folding: ươ → uo, ê → e, …) and an optional final consonant from the
 * eight Vietnamese finals.
 */
const ONSET = '(?:ngh|ng|nh|ch|gh|gi|kh|ph|qu|th|tr|[bcdghklmnprstvx])?';
const NUCLEUS =
  '(?:ieu|yeu|uoi|uou|oai|oay|oeo|uay|uya|uye|uyu|ai|ao|au|ay|eo|eu|ia|ie|iu|oa|oe|oi|oo|ua|ue|ui|uo|uu|uy|ye|a|e|i|o|u|y)';
const CODA = '(?:ch|ng|nh|[cmnpt])?';
const SYLLABLE = new RegExp(`^${ONSET}${NUCLEUS}${CODA}$`);

export function isVietnameseSyllable(folded: string): boolean {
  return folded.length > 0 && folded.length <= 7 && SYLLABLE.test(folded);
}

/**
 * A Vietnamese word typed with one stray letter ("khongg", "lieuf" from Telex): removing one
 * letter leaves a syllable. Used only to keep such typos out of "unknown drug" terms.
 */
export function isNearVietnameseSyllable(folded: string): boolean {
  if (isVietnameseSyllable(folded)) return true;
  if (folded.length > 8) return false;
  for (let i = 0; i < folded.length; i += 1) {
    if (isVietnameseSyllable(folded.slice(0, i) + folded.slice(i + 1))) return true;
  }
  return false;
}
