import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { splitPretokens } from './split-pretokens';

/**
 * cl100k_base's pattern as a JavaScript regex (the inline (?i) spelled out, \s as White_Space):
 * the specification the scanner is checked against.
 */
const CL100K_PATTERN =
  /'(?:[sSſtTmMdD]|[rR][eE]|[vV][eE]|[lL][lL])|[^\r\n\p{L}\p{N}]?\p{L}+|\p{N}{1,3}| ?[^\p{White_Space}\p{L}\p{N}]+[\r\n]*|\p{White_Space}*[\r\n]+|\p{White_Space}+(?!\P{White_Space})|\p{White_Space}+/gu;
const byPattern = (text: string) => [...text.matchAll(CL100K_PATTERN)].map((m) => m[0]);

describe('splitPretokens', () => {
  // Expected pieces follow cl100k_base's pattern by hand: a letter run takes one leading
  // non-letter (usually the space), digits go in threes, punctuation takes a leading space and
  // trailing newlines, and a space run leaves its last space to the word after it.
  it.each([
    ['Người lớn: uống 500 mg', ['Người', ' lớn', ':', ' uống', ' ', '500', ' mg']],
    ['1234567', ['123', '456', '7']],
    ["it's THE'LL", ['it', "'s", ' THE', "'LL"]],
    ['a  b', ['a', ' ', ' b']],
    ['a\n\nb', ['a', '\n\n', 'b']],
    ['Liều:\n  Trẻ', ['Liều', ':\n', ' ', ' Trẻ']],
    ['x  ', ['x', '  ']],
    ['(≥ 60 ml/phút)', ['(≥', ' ', '60', ' ml', '/phút', ')']],
    ['\u00a0mg', ['\u00a0mg']],
    ['a\u0085b', ['a', '\u0085b']],
    ['', []],
  ])('%j → %j', (text, pieces) => {
    expect(splitPretokens(text)).toEqual(pieces);
  });

  it('leaves text outside the proven blocks to tiktoken whole', () => {
    expect(splitPretokens('thuốc 藥')).toBeNull();
    expect(splitPretokens('emoji 💊')).toBeNull();
  });

  const ALPHABET = [
    ...'aAưếĐ',
    '\u0301',
    ...' \n\r\t',
    '\u00a0',
    '\u0085',
    '\u2028',
    '\u200b',
    ..."'sStTmMdDſlLrReEvV",
    ...'0123456789',
    ...'.,:;()/-–%≥µα²',
  ];
  it('splits generated text as the pattern does', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...ALPHABET), { maxLength: 30 }), (chars) => {
        const text = chars.join('');
        expect(splitPretokens(text)).toEqual(byPattern(text));
      }),
      { numRuns: 5000 },
    );
  });

  it('joins back to the text', () => {
    const text = "Người bệnh (eGFR < 30 ml/phút/1,73 m²) — 'không' dùng;\r\n\tliều 0,5–1 g.";
    expect(splitPretokens(text)?.join('')).toBe(text);
  });
});
