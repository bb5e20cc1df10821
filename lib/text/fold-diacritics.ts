/**
 * Removes Vietnamese diacritics and lower-cases: "Liều dùng Trẻ em" → "lieu dung tre em".
 *
 * Every combining mark goes (tones, circumflex, breve, horn — and the accents of Latin names
 * such as "Ménière"); đ/Đ, which Unicode does not decompose, map to d. The input may be NFC or
 * NFD: both decompose to the same marks, so a PDF's decomposed text folds like typed text.
 */
export function foldDiacritics(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').replace(/[đĐ]/g, 'd').toLowerCase();
}

/**
 * foldDiacritics with every run of whitespace made one space: what the rules that read a
 * question or a sentence with a regular expression match against ("xu  tri" → "xu tri").
 */
export function foldWords(text: string): string {
  return foldDiacritics(text).replace(/\s+/g, ' ');
}
