import { describe, expect, it } from 'vitest';
import { foldForMatch, normalizeText } from './normalize-text';

describe('normalizeText', () => {
  it.each([
    ['decomposed diacritics become NFC', 'Li\u0065\u0302\u0300u', 'Liều'],
    ['no-break and thin spaces become spaces', '1\u00A0000\u202F000 đvqt', '1 000 000 đvqt'],
    ['echoed markers are dropped', 'Uống 250 mg/lần [1].', 'Uống 250 mg/lần.'],
    ['multi-markers are dropped', 'Uống 250 mg [1, 2][3]', 'Uống 250 mg'],
    ['runs of spaces collapse', '  Uống   250  mg ', 'Uống 250 mg'],
    ['a bracketed word is not a marker', 'Xem [bảng 1]', 'Xem [bảng 1]'],
  ])('%s', (_name, input, expected) => {
    expect(normalizeText(input)).toBe(expected);
  });
});

describe('foldForMatch', () => {
  it.each([
    ['ĐỘ THANH THẢI  Creatinin', 'độ thanh thải creatinin'],
    ['Clcr\n30 - 50', 'clcr 30 - 50'],
  ])('%s → %s', (input, expected) => {
    expect(foldForMatch(input)).toBe(expected);
  });
});
