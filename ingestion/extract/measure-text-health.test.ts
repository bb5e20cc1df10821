import { describe, expect, it } from 'vitest';
import {
  countAllDefects,
  countCharDefects,
  hasCharDefects,
  NO_DEFECTS,
} from './measure-text-health';

/**
 * The defect classes of countCharDefects as one expression (the spacing accents as candidates:
 * countSpacingAccents decides which are lost tones): what hasCharDefects answers.
 */
const ANY_DEFECT =
  /[\ue000-\uf8ff\u{f0000}-\u{10fffd}\p{M}\ufffd\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\ufb00-\ufb06\u0060\u00b4\u02c6\u02ca\u02cb\u02d8\u02dc\u00d0\u00f0\u01a2\u01a3]/u;

describe('hasCharDefects', () => {
  it('answers as the defect expression does for every UTF-16 code unit alone and after text', () => {
    const differ: number[] = [];
    for (let code = 0; code <= 0xffff; code++) {
      const ch = String.fromCharCode(code);
      if (hasCharDefects(ch) !== ANY_DEFECT.test(ch)) differ.push(code);
      if (hasCharDefects(`Liều ${ch}`) !== ANY_DEFECT.test(`Liều ${ch}`)) differ.push(code);
    }
    expect(differ).toEqual([]);
  });

  it.each([
    ['clean Vietnamese', 'Người lớn: 500 mg × 2 lần/ngày – tối đa 4 g', false],
    ['a decomposed letter', 'Vie\u0302\u0323t', true],
    ['a mark after punctuation outside the fast ranges', '→ \u0301', true],
    ['a PUA glyph', 'li\ue001u', true],
    ['a supplementary PUA glyph', 'x \u{f0001}', true],
    ['a supplementary letter', '𝛼-tocopherol', false],
    ['a lone high surrogate', 'a\ud835', false],
    ['a ligature', '\ufb01lm', true],
    ['U+FFFD', 'gi\ufffd', true],
    ['a control character', 'a\u0007b', true],
    ['tab and newline', 'a\tb\nc\r', false],
    ['a tone written as a spacing accent', 'ngươ`i', true],
    ['a prime (a candidate; counted as no defect)', '3´-azido', true],
    ['an eth for đ', '\u00f0iều', true],
    ['an "oi" letter for ư', 'ng\u01a3ời', true],
  ])('%s', (_, text, expected) => {
    expect(hasCharDefects(text)).toBe(expected);
    expect(ANY_DEFECT.test(text)).toBe(expected);
    expect(countCharDefects(text) !== NO_DEFECTS).toBe(expected);
  });
});

describe('countCharDefects: spacing accents', () => {
  it.each([
    ['tones as spacing accents', 'ngươ`i lơ´n', 2],
    ['a shape then a tone', 'aˆ`m', 2],
    ['a prime after a digit', '3´-azido', 0],
    ['a backtick alone', 'a ` b', 0],
  ])('%s: %d', (_, text, count) => {
    expect(countCharDefects(text).spacing_accents).toBe(count);
    expect(countAllDefects(countCharDefects(text))).toBe(count);
  });
});
