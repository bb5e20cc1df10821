/**
 * TCVN 5712:1993 "VN3" — the 8-bit Vietnamese encoding of the ".Vn…" (ABC) fonts that most
 * Vietnamese publishers used before Unicode. A PDF set in such a font without a ToUnicode map
 * reads, through the font's Latin encoding, as Latin-1 look-alikes: "Céng hoµ x· héi" for
 * "Cộng hoà xã hội". The table has the lower-case letters and seven capitals; capitals with a
 * tone were drawn with the lower-case codes in a separate ".Vn…H" font.
 */
const TCVN3_LETTERS: readonly (readonly [number, string])[] = [
  [0xa1, 'Ă'],
  [0xa2, 'Â'],
  [0xa3, 'Ê'],
  [0xa4, 'Ô'],
  [0xa5, 'Ơ'],
  [0xa6, 'Ư'],
  [0xa7, 'Đ'],
  [0xa8, 'ă'],
  [0xa9, 'â'],
  [0xaa, 'ê'],
  [0xab, 'ô'],
  [0xac, 'ơ'],
  [0xad, 'ư'],
  [0xae, 'đ'],
  [0xb5, 'à'],
  [0xb6, 'ả'],
  [0xb7, 'ã'],
  [0xb8, 'á'],
  [0xb9, 'ạ'],
  [0xbb, 'ằ'],
  [0xbc, 'ẳ'],
  [0xbd, 'ẵ'],
  [0xbe, 'ắ'],
  [0xc6, 'ặ'],
  [0xc7, 'ầ'],
  [0xc8, 'ẩ'],
  [0xc9, 'ẫ'],
  [0xca, 'ấ'],
  [0xcb, 'ậ'],
  [0xcc, 'è'],
  [0xce, 'ẻ'],
  [0xcf, 'ẽ'],
  [0xd0, 'é'],
  [0xd1, 'ẹ'],
  [0xd2, 'ề'],
  [0xd3, 'ể'],
  [0xd4, 'ễ'],
  [0xd5, 'ế'],
  [0xd6, 'ệ'],
  [0xd7, 'ì'],
  [0xd8, 'ỉ'],
  [0xdc, 'ĩ'],
  [0xdd, 'í'],
  [0xde, 'ị'],
  [0xdf, 'ò'],
  [0xe1, 'ỏ'],
  [0xe2, 'õ'],
  [0xe3, 'ó'],
  [0xe4, 'ọ'],
  [0xe5, 'ồ'],
  [0xe6, 'ổ'],
  [0xe7, 'ỗ'],
  [0xe8, 'ố'],
  [0xe9, 'ộ'],
  [0xea, 'ờ'],
  [0xeb, 'ở'],
  [0xec, 'ỡ'],
  [0xed, 'ớ'],
  [0xee, 'ợ'],
  [0xef, 'ù'],
  [0xf1, 'ủ'],
  [0xf2, 'ũ'],
  [0xf3, 'ú'],
  [0xf4, 'ụ'],
  [0xf5, 'ừ'],
  [0xf6, 'ử'],
  [0xf7, 'ữ'],
  [0xf8, 'ứ'],
  [0xf9, 'ự'],
  [0xfa, 'ỳ'],
  [0xfb, 'ỷ'],
  [0xfc, 'ỹ'],
  [0xfd, 'ý'],
  [0xfe, 'ỵ'],
];

/** Code (as the Latin-1 character a Latin font's encoding gives it) → the Vietnamese letter. */
export const TCVN3_TO_UNICODE: ReadonlyMap<string, string> = new Map(
  TCVN3_LETTERS.map(([code, letter]) => [String.fromCharCode(code), letter]),
);

/** The Vietnamese letter → its TCVN3 code as a Latin-1 character (for writing test books). */
export const UNICODE_TO_TCVN3: ReadonlyMap<string, string> = new Map(
  TCVN3_LETTERS.map(([code, letter]) => [letter, String.fromCharCode(code)]),
);

/** Whether a ".Vn…" font name marks the capitals face, whose lower-case codes draw capitals. */
export function isTcvn3CapitalsFont(font: string): boolean {
  return /^\.?Vn[A-Za-z]*H(?:[-,]|$|Bold|Italic)/.test(font);
}

/** Whether the font's name says it is a TCVN3 (ABC) font: ".VnTime", ".VnArialH", "VnTimes". */
export function isTcvn3FontName(font: string): boolean {
  return /^\.?Vn[A-Z]/.test(font);
}

/** TCVN3 text (Latin-1 look-alikes) → Unicode NFC; anything outside the table is kept. */
export function decodeTcvn3(text: string, capitals = false): string {
  let out = '';
  for (const ch of text) {
    const letter = TCVN3_TO_UNICODE.get(ch);
    out += letter === undefined ? ch : capitals ? letter.toUpperCase() : letter;
  }
  return capitals ? out.toUpperCase() : out;
}
