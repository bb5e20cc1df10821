/**
 * VNI (VNI-Windows): the 8-bit Vietnamese encoding of the "VNI-…" fonts. A letter is typed as its
 * base letter, then one Latin-1 character for the vowel's modifier and tone together; ơ ư đ and
 * the toned i are characters of their own. Read through the font's Latin encoding, a PDF set in
 * such a font says "Coäng hoøa xaõ hoäi chuû nghóa Vieät Nam" for "Cộng hòa xã hội chủ nghĩa Việt
 * Nam" and "Ñaïi hoïc" for "Đại học". The decoder turns each character back into the letter or
 * the combining marks it stands for; the page reader's mark repairs (repair-glyph-text.ts) then
 * join the marks to their letter, whether the font drew them as one glyph or two.
 */

const TONES = ['\u0301', '\u0300', '\u0309', '\u0303', '\u0323'] as const;
type Tone = (typeof TONES)[number];

/** Per tone (acute, grave, hook, tilde, dot): a plain vowel's tone key, lower and upper. */
const TONE_KEYS = { lower: ['ù', 'ø', 'û', 'õ', 'ï'], upper: ['Ù', 'Ø', 'Û', 'Õ', 'Ï'] };
/** The circumflex alone, then with each tone. */
const CIRCUMFLEX = { lower: ['â', 'á', 'à', 'å', 'ã', 'ä'], upper: ['Â', 'Á', 'À', 'Å', 'Ã', 'Ä'] };
/** The breve alone, then with each tone. */
const BREVE = { lower: ['ê', 'é', 'è', 'ú', 'ü', 'ë'], upper: ['Ê', 'É', 'È', 'Ú', 'Ü', 'Ë'] };
/** i with each tone is one character of its own. */
const I_TONES = { lower: ['í', 'ì', 'æ', 'ó', 'ò'], upper: ['Í', 'Ì', 'Æ', 'Ó', 'Ò'] };
/** ơ and ư are one character each; their tone follows as a plain vowel's. */
const HORN: Record<string, string> = { o: 'ô', O: 'Ô', u: 'ö', U: 'Ö' };

export function encodeVniLetter(letter: string): string {
  if (letter === 'đ') return 'ñ';
  if (letter === 'Đ') return 'Ñ';
  const nfd = letter.normalize('NFD');
  const base = nfd[0]!;
  const marks = nfd.slice(1);
  if (!marks) return letter;
  const upper = base !== base.toLowerCase();
  const keys = (table: { lower: string[]; upper: string[] }) => (upper ? table.upper : table.lower);
  const toneIndex = TONES.findIndex((t: Tone) => marks.includes(t));
  if (marks.includes('\u0302')) return base + keys(CIRCUMFLEX)[toneIndex + 1]!;
  if (marks.includes('\u0306')) return base + keys(BREVE)[toneIndex + 1]!;
  const tone = toneIndex >= 0 ? keys(TONE_KEYS)[toneIndex]! : '';
  if (marks.includes('\u031b')) return (HORN[base] ?? base) + tone;
  if (base === 'i' || base === 'I') return toneIndex >= 0 ? keys(I_TONES)[toneIndex]! : letter;
  return toneIndex >= 0 ? base + tone : letter;
}

/** A text, letter by letter (the defect books' writer: ingestion/sample). */
export function encodeVni(text: string): string {
  return [...text.normalize('NFC')].map(encodeVniLetter).join('');
}

/** Each VNI character → the letter or the combining marks (modifier, then tone) it stands for. */
const VNI_TO_UNICODE: ReadonlyMap<string, string> = new Map([
  ...(['lower', 'upper'] as const).flatMap((c) => [
    ...TONE_KEYS[c].map((k, i) => [k, TONES[i]!] as const),
    ...CIRCUMFLEX[c].map((k, i) => [k, '\u0302' + (i > 0 ? TONES[i - 1]! : '')] as const),
    ...BREVE[c].map((k, i) => [k, '\u0306' + (i > 0 ? TONES[i - 1]! : '')] as const),
    ...I_TONES[c].map((k, i) => [k, (c === 'upper' ? 'I' : 'i') + TONES[i]!] as const),
  ]),
  ...Object.entries(HORN).map(([base, k]) => [k, base + '\u031b'] as const),
  ['ñ', 'đ'],
  ['Ñ', 'Đ'],
]);

/**
 * A VNI font's text → Unicode, character by character; letters a glyph carries whole come back
 * composed, a modifier or tone stays a combining mark for the letter before it.
 */
export function decodeVni(text: string): string {
  let out = '';
  for (const raw of text) {
    // A font flagged symbolic maps its 8-bit codes to U+F020–F0FF (the Symbol convention, as
    // pdf.js reads a (3,0) cmap): the same codes, shifted into the Private Use Area.
    const code = raw.codePointAt(0)!;
    const ch = code >= 0xf020 && code <= 0xf0ff ? String.fromCharCode(code - 0xf000) : raw;
    out += VNI_TO_UNICODE.get(ch) ?? ch;
  }
  return out.normalize('NFC');
}

/** "VNI-Times", "VNI-Helve-Bold", "VNI Aptima": the VNI font family's names. */
export function isVniFontName(font: string): boolean {
  return /^VNI[-_ ]/i.test(font);
}
