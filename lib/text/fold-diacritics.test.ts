import { describe, expect, it } from 'vitest';
import { foldDiacritics, foldWords } from './fold-diacritics';

describe('foldDiacritics', () => {
  it.each([
    ['Liều dùng', 'lieu dung'],
    ['Trẻ em', 'tre em'],
    ['ĐƯỜNG UỐNG', 'duong uong'],
    ['đái tháo đường', 'dai thao duong'],
    ['ơ ư ă â ê ô', 'o u a a e o'],
    ['Thời kỳ mang thai', 'thoi ky mang thai'],
    ['Liều dùng'.normalize('NFD'), 'lieu dung'],
    ['hoà hòa hoá hóa', 'hoa hoa hoa hoa'],
    ['Bệnh Ménière', 'benh meniere'],
    ['0,425 mg/kg', '0,425 mg/kg'],
    ['ABACAVIR', 'abacavir'],
    ['', ''],
    ['…;:()', '…;:()'],
  ])('%j → %j', (input, expected) => {
    expect(foldDiacritics(input)).toBe(expected);
  });
});

describe('foldWords', () => {
  it.each([
    ['Xử  trí\nthế nào', 'xu tri the nao'],
    ['\tQuá liều  ', ' qua lieu '],
    ['Liều dùng', 'lieu dung'],
  ])('%j → %j', (input, expected) => {
    expect(foldWords(input)).toBe(expected);
  });
});
