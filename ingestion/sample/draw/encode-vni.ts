/**
 * Vietnamese text as a VNI (VNI-Windows) font types it: the base letter, then one 8-bit
 * character for the vowel's modifier and tone together — "Việt" is "Vieät", "đ" is "ñ". Used
 * only to write a defect book whose text layer is in this legacy encoding (issue 10's family of
 * traps), which the reader does not decode and must refuse naming the font.
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

/** A text, letter by letter. */
export function encodeVni(text: string): string {
  return [...text.normalize('NFC')].map(encodeVniLetter).join('');
}
