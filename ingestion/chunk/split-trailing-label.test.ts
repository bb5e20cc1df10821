import { describe, expect, it } from 'vitest';
import { splitTrailingLabel } from './split-trailing-label';

const piecesOf = (text: string) =>
  splitTrailingLabel(text, { start: 0, end: text.length }).map(({ start, end }) =>
    text.slice(start, end),
  );

describe('splitTrailingLabel', () => {
  it.each<[string, string, string[]]>([
    [
      'paragraph break before the label',
      '7,5 mg x 2 lần/ngày trong 7 ngày.\nBước 5:',
      ['7,5 mg x 2 lần/ngày trong 7 ngày.', 'Bước 5:'],
    ],
    [
      'full stop + digit-led label',
      'Uống 250 mg/lần. 2 - 5 tuổi:',
      ['Uống 250 mg/lần.', '2 - 5 tuổi:'],
    ],
    [
      'closing parenthesis before the label',
      'Tăng lên 7,5 mg (tối đa 15 mg) Bước 5:',
      ['Tăng lên 7,5 mg (tối đa 15 mg)', 'Bước 5:'],
    ],
    ['the atom is a label', 'Bước 5:', ['Bước 5:']],
    ['no colon at the end', 'Bước 4: 7,5 mg mỗi ngày.', ['Bước 4: 7,5 mg mỗi ngày.']],
    [
      'an intro sentence is not a trailing label',
      'Liều uống với người bệnh suy thận kèm nhiễm HIV nặng và vừa được điều chỉnh như sau:',
      ['Liều uống với người bệnh suy thận kèm nhiễm HIV nặng và vừa được điều chỉnh như sau:'],
    ],
    ['lower-case tail', 'Uống 5 mg. sau đó:', ['Uống 5 mg. sau đó:']],
  ])('%s', (_name, text, expected) => {
    expect(piecesOf(text)).toEqual(expected);
  });
});
