import { describe, expect, it } from 'vitest';
import { splitPretokens } from './split-pretokens';

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

  it('joins back to the text', () => {
    const text = "Người bệnh (eGFR < 30 ml/phút/1,73 m²) — 'không' dùng;\r\n\tliều 0,5–1 g.";
    expect(splitPretokens(text)?.join('')).toBe(text);
  });
});
