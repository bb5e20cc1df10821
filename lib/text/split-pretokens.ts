/**
 * cl100k_base's pre-tokenizer, as tiktoken runs it before byte-pair encoding:
 *
 *   (?i:'s|'t|'re|'ve|'m|'ll|'d)|[^\r\n\p{L}\p{N}]?\p{L}+|\p{N}{1,3}| ?[^\s\p{L}\p{N}]+[\r\n]*|
 *   \s*[\r\n]+|\s+(?!\S)|\s+
 *
 * (`\s` is Unicode White_Space, as in Rust; `(?i)` folds s with U+017F long s.) Written as a
 * scanner over a class table rather than as that regex: the packer counts every candidate part
 * of every section, and the regex was ~60% of counting. `split-pretokens.test.ts` holds the
 * regex and checks the scanner against it.
 */

const LETTER = 1;
const DIGIT = 2;
const SPACE = 4;
const NEWLINE = 8;
/** Past the end of the text. */
const END = 0x40;

/**
 * The blocks the scanner is proven on, whose letters, digits and spaces are the same in V8's
 * and Rust's Unicode tables (all assigned long before either's Unicode version): Latin with
 * Vietnamese, combining marks, Greek, general punctuation, letter-like symbols, arrows and
 * mathematical operators. Other text is left to tiktoken whole.
 */
const PROVEN_RANGES: readonly (readonly [number, number])[] = [
  [0x0000, 0x024f],
  [0x0300, 0x03ff],
  [0x1e00, 0x1eff],
  [0x2000, 0x22ff],
];
const TABLE_SIZE = 0x2300;
const UNPROVEN = 0x80;

/** Character class of each code unit below TABLE_SIZE, read from V8's own Unicode tables. */
const CLASS_OF = (() => {
  const table = new Uint8Array(TABLE_SIZE).fill(UNPROVEN);
  for (const [first, last] of PROVEN_RANGES) {
    for (let code = first; code <= last; code++) {
      const c = String.fromCharCode(code);
      table[code] =
        (/\p{L}/u.test(c) ? LETTER : 0) |
        (/\p{N}/u.test(c) ? DIGIT : 0) |
        (/\p{White_Space}/u.test(c) ? SPACE : 0) |
        (c === '\r' || c === '\n' ? NEWLINE : 0);
    }
  }
  return table;
})();

const APOSTROPHE = 0x27;

function classAt(text: string, i: number): number {
  return i < text.length ? CLASS_OF[text.charCodeAt(i)]! : END;
}

/** Neither letter, digit nor space (punctuation, symbols, combining marks). */
function isOther(cls: number): boolean {
  return (cls & (LETTER | DIGIT | SPACE | END)) === 0;
}

/** Length of a contraction ('s 't 're 've 'm 'll 'd, any case) at i, or 0. */
function contractionAt(text: string, i: number): number {
  if (text.charCodeAt(i) !== APOSTROPHE) return 0;
  const a = text[i + 1]?.toLowerCase();
  if (a === 's' || a === 'ſ' || a === 't' || a === 'm' || a === 'd') return 2;
  const b = text[i + 2]?.toLowerCase();
  if ((a === 'r' && b === 'e') || (a === 'v' && b === 'e') || (a === 'l' && b === 'l')) return 3;
  return 0;
}

/** End of the pre-token starting at i (i < text.length); the text must be proven (isProvenText). */
export function pretokenEnd(text: string, i: number): number {
  const n = text.length;
  const cls = classAt(text, i);
  const contraction = contractionAt(text, i);
  if (contraction > 0) return i + contraction;
  // [^\r\n\p{L}\p{N}]?\p{L}+
  let j = i;
  if (!(cls & LETTER) && !(cls & (NEWLINE | DIGIT)) && classAt(text, i + 1) & LETTER) j = i + 1;
  if (classAt(text, j) & LETTER) {
    while (j < n && classAt(text, j) & LETTER) j++;
    return j;
  }
  // \p{N}{1,3}
  if (cls & DIGIT) {
    j = i + 1;
    while (j < n && j < i + 3 && classAt(text, j) & DIGIT) j++;
    return j;
  }
  // ' ?[^\s\p{L}\p{N}]+[\r\n]*'
  j = text.charCodeAt(i) === 0x20 && isOther(classAt(text, i + 1)) ? i + 1 : i;
  if (isOther(classAt(text, j))) {
    while (j < n && isOther(classAt(text, j))) j++;
    while (j < n && classAt(text, j) & NEWLINE) j++;
    return j;
  }
  // Here text[i] is a space: find its run and the run's last line break.
  let end = i;
  let lastNewline = -1;
  while (end < n && classAt(text, end) & SPACE) {
    if (classAt(text, end) & NEWLINE) lastNewline = end;
    end++;
  }
  // \s*[\r\n]+ : up to and including the run's last line break.
  if (lastNewline >= 0) return lastNewline + 1;
  // \s+(?!\S) : the whole run at the end of the text, else all but the space before the word.
  if (end === n || end - i >= 2) return end === n ? end : end - 1;
  // \s+
  return end;
}

/** Every character of `text` is in the blocks the scanner is proven on. */
export function isProvenText(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code >= TABLE_SIZE || CLASS_OF[code] === UNPROVEN) return false;
  }
  return true;
}

/**
 * The pre-tokens of `text`, in order, joining back to `text`; null when the text has characters
 * outside the proven blocks.
 */
export function splitPretokens(text: string): string[] | null {
  if (!isProvenText(text)) return null;
  const n = text.length;
  const pieces: string[] = [];
  for (let i = 0; i < n; ) {
    const end = pretokenEnd(text, i);
    pieces.push(text.slice(i, end));
    i = end;
  }
  return pieces;
}
