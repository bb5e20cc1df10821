/**
 * The separators of several drugs typed as one term: a regimen ("doxorubicin + cyclophosphamid",
 * "TMP/SMX", "A và B", "A plus B", "A, B") or a brand with its ingredient in brackets ("sintrom
 * (acenocoumarol)"). The book names each drug, or its class, never the pair.
 */
// "plus", "and" in English too (unseen batch 62, first run: "on IV vancomycin plus amikacin" was
// one unknown term, and COLISTIN's "… đang dùng thuốc khác độc đối với thận" never held).
const SEPARATOR = /\s*(?:[+/(),]|(?<![\p{L}])(?:và|va|plus|and)(?![\p{L}]))\s*/u;

/** The drugs of a term, trimmed, none empty. */
export function splitRegimen(term: string): string[] {
  return term
    .split(SEPARATOR)
    .map((part) => part.trim())
    .filter((part) => part.length > 0);
}
