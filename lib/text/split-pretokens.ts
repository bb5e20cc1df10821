/**
 * cl100k_base's pre-tokenizer, as tiktoken runs it before byte-pair encoding:
 *
 *   (?i:'s|'t|'re|'ve|'m|'ll|'d)|[^\r\n\p{L}\p{N}]?\p{L}+|\p{N}{1,3}| ?[^\s\p{L}\p{N}]+[\r\n]*|
 *   \s*[\r\n]+|\s+(?!\S)|\s+
 *
 * written for JavaScript: no inline `(?i:)` (the contractions are spelled in both cases, with
 * U+017F long s, which Unicode case folding matches to s), and `\s` as Unicode White_Space,
 * which is what Rust's `\s` means (JavaScript's adds U+FEFF and lacks U+0085).
 */
const PRETOKEN =
  /'(?:[sSſtTmMdD]|[rR][eE]|[vV][eE]|[lL][lL])|[^\r\n\p{L}\p{N}]?\p{L}+|\p{N}{1,3}| ?[^\p{White_Space}\p{L}\p{N}]+[\r\n]*|\p{White_Space}*[\r\n]+|\p{White_Space}+(?!\P{White_Space})|\p{White_Space}+/gu;

/**
 * Blocks whose letters, digits and spaces are the same in V8's and Rust's Unicode tables (all
 * assigned long before either's Unicode version): Latin with Vietnamese, combining marks, Greek,
 * general punctuation, letter-like symbols, arrows and mathematical operators. The regex is only
 * trusted on them; other text is left to tiktoken whole.
 */
const PROVEN_TEXT = /^[\u0000-\u024f\u0300-\u036f\u0370-\u03ff\u1e00-\u1eff\u2000-\u22ff]*$/u;

/**
 * The pre-tokens of `text`, in order, joining back to `text`; null when the text has characters
 * outside the proven blocks.
 */
export function splitPretokens(text: string): string[] | null {
  if (!PROVEN_TEXT.test(text)) return null;
  const pieces: string[] = [];
  let covered = 0;
  PRETOKEN.lastIndex = 0;
  for (let m = PRETOKEN.exec(text); m !== null; m = PRETOKEN.exec(text)) {
    // Every character is a letter, a digit, a space or something else, so the alternatives
    // cover the text; a gap would mean the regex is not tiktoken's.
    if (m.index !== covered) return null;
    pieces.push(m[0]);
    covered += m[0].length;
  }
  return covered === text.length ? pieces : null;
}
