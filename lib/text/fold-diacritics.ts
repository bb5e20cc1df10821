import { isSurrogateCode } from './code-unit-table';

/**
 * Removes Vietnamese diacritics and lower-cases: "Liều dùng Trẻ em" → "lieu dung tre em".
 *
 * Every combining mark goes (tones, circumflex, breve, horn — and the accents of Latin names
 * such as "Ménière"); đ/Đ, which Unicode does not decompose, map to d. The input may be NFC or
 * NFD: both decompose to the same marks, so a PDF's decomposed text folds like typed text.
 *
 * `foldDiacriticsWhole` is the definition. This is the same function, a code unit at a time:
 * each unit's fold is that definition applied to the unit alone, worked out once per unit and
 * kept in a table. That is exact because every step works unit by unit — NFD decomposes each
 * character on its own (the reordering it adds moves only marks, which all go), and
 * toLowerCase maps each character on its own except a capital sigma, whose small form depends
 * on the letters around it. Text holding a sigma, a surrogate, or a unit that folds to more
 * than one unit (Hangul syllables decompose to jamo) takes the definition's path whole.
 * Why: the answer path folds every candidate chunk's text, and the definition's NFD and
 * Unicode-property pass was 15–20% of a question's CPU (profiles of bench:search and of 800
 * answers on the 680-monograph index).
 */
export function foldDiacritics(text: string): string {
  const n = text.length;
  const out = new Uint16Array(n);
  let k = 0;
  for (let i = 0; i < n; i++) {
    const unit = text.charCodeAt(i);
    let fold = FOLDS[unit]!;
    if (fold === UNKNOWN) fold = FOLDS[unit] = foldOfUnit(unit);
    if (fold === WHOLE) return foldDiacriticsWhole(text);
    if (fold !== REMOVED) out[k++] = fold - 1;
  }
  return decodeUtf16(out.subarray(0, k));
}

/** The definition: NFD, combining marks removed, đ → d, lower case. */
export function foldDiacriticsWhole(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').replace(/[đĐ]/g, 'd').toLowerCase();
}

/**
 * FOLDS[unit]: not yet worked out, removed, text to fold whole, or the folded unit + 1. Filled
 * as units are met, unlike code-unit-table.ts's eager class tables: a unit's fold runs NFD.
 */
const UNKNOWN = 0;
const REMOVED = -1;
const WHOLE = -2;
const FOLDS = new Int32Array(0x10000);
const CAPITAL_SIGMA = 0x03a3;

function foldOfUnit(unit: number): number {
  if (unit === CAPITAL_SIGMA || isSurrogateCode(unit)) return WHOLE;
  const folded = foldDiacriticsWhole(String.fromCharCode(unit));
  if (folded.length === 0) return REMOVED;
  return folded.length === 1 ? folded.charCodeAt(0) + 1 : WHOLE;
}

// ignoreBOM: a leading U+FEFF is text here, not a byte-order mark to drop (the every-unit test).
const UTF16 = new TextDecoder('utf-16le', { ignoreBOM: true });
function decodeUtf16(units: Uint16Array): string {
  return UTF16.decode(units);
}

/**
 * foldDiacritics with every run of whitespace made one space: what the rules that read a
 * question or a sentence with a regular expression match against ("xu  tri" → "xu tri").
 */
export function foldWords(text: string): string {
  return foldDiacritics(text).replace(/\s+/g, ' ');
}
