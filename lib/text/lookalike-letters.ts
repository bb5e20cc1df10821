/**
 * Letters a font codes as others that are drawn the same: Đ/đ as the Icelandic eth (Ð U+00D0,
 * ð U+00F0: "ðiều trị"), Ư/ư as the "oi" letters (Ƣ U+01A2, ƣ U+01A3: "ngƣời", "đƣợc", an
 * artefact of Vietnamese PDFs made from word processors). No word the index or a clinician's
 * query has is spelled with them, and no Vietnamese text uses them.
 */
const LOOKALIKE_LETTERS: ReadonlyMap<number, string> = new Map([
  [0x00d0, '\u0110'],
  [0x00f0, '\u0111'],
  [0x01a2, '\u01af'],
  [0x01a3, '\u01b0'],
]);

export function isLookalikeCode(code: number): boolean {
  return LOOKALIKE_LETTERS.has(code);
}

/** How many lookalike letters a text carries. */
export function countLookalikeLetters(text: string): number {
  let n = 0;
  for (let i = 0; i < text.length; i++) if (isLookalikeCode(text.charCodeAt(i))) n++;
  return n;
}

/** Each lookalike letter → the Vietnamese letter it is drawn as. */
export function mapLookalikeLetters(text: string): string {
  if (countLookalikeLetters(text) === 0) return text;
  let out = '';
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    out += LOOKALIKE_LETTERS.get(code) ?? text[i];
  }
  return out;
}
