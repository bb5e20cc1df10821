import { describe, expect, it } from 'vitest';
import { containsPhrase, phraseOffsets } from './contains-phrase';

describe('containsPhrase', () => {
  it.each([
    ['tre em: 30 mg/kg', 'tre em', true],
    ['dung cho tre duoi 6 tuoi', 'tre', true],
    ['khong vuot qua 4 g tren ngay', 'tre', false],
    ['nguoi suy than nang', 'suy than', true],
    ['suy thanh quan', 'suy than', false],
    ['clcr: 30 ml/phut', 'clcr', true],
    ['', 'tre', false],
    ['tre', '', false],
    ['Thể tích phân bố lớn', 'Thể tích phân bố', true],
    ['Dùng chế phẩm thấp hơnnữa', 'thấp hơn', false],
  ])('%s ∋ %s → %s', (text, phrase, expected) => {
    expect(containsPhrase(text, phrase)).toBe(expected);
  });
});

describe('phraseOffsets', () => {
  it.each([
    ['suy gan nặng, suy gan', 'suy gan', [0, 14]],
    ['tren tre', 'tre', [5]],
    ['', 'tre', []],
    ['tre', '', []],
  ])('%s / %s → %j', (text, phrase, expected) => {
    expect(phraseOffsets(text, phrase)).toEqual(expected);
  });
});
