import { describe, expect, it } from 'vitest';
import { dropSoftHyphens, joinLineText, lineSeparator } from './join-line-text';

describe('lineSeparator', () => {
  it.each([
    ['a word', 'Người lớn uống', ' '],
    ['a brand name broken after its hyphen', 'viên NDC-', ''],
    ['a digit range broken after its hyphen', 'uống 5-', ''],
    ['a prime before the hyphen', 'Zidovudin (3´-', ''],
    ['U+2010 HYPHEN', 'beta\u2010', ''],
    ['a soft hyphen: the word goes on', 'Met\u00ad', ''],
    ['trailing spaces are not text', 'NDC-  ', ''],
    ['a dash after a space', 'từ 5 -', ' '],
    ['a lone hyphen (an empty cell)', '-', ' '],
    ['an en dash', 'từ 5–', ' '],
    ['a hyphen inside the line', 'beta-lactam', ' '],
  ])('%s: %j → %j', (_, line, separator) => {
    expect(lineSeparator(line)).toBe(separator);
  });
});

describe('joinLineText', () => {
  it.each([
    [['NDC-', 'Metformin 500'], 'NDC-Metformin 500'],
    [['Met\u00ad', 'formin 500'], 'Metformin 500'],
    [['Người lớn', 'uống 5-', '10 mg'], 'Người lớn uống 5-10 mg'],
    [['từ 5 -', '10 mg'], 'từ 5 - 10 mg'],
    [['liều\u00addùng', 'hằng ngày'], 'liềudùng hằng ngày'],
    [[], ''],
  ])('%j → %j', (lines, text) => {
    expect(joinLineText(lines)).toBe(text);
  });
});

describe('dropSoftHyphens', () => {
  it('keeps a string without them as it is', () => {
    const text = 'NDC-Metformin';
    expect(dropSoftHyphens(text)).toBe(text);
  });
});
