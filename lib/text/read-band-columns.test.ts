import { describe, expect, it } from 'vitest';
import { readBandColumns } from './read-band-columns';

describe('readBandColumns', () => {
  it.each<[string, string[][], { header: string; cells: string[] }[]]>([
    [
      'a renal table, the band first',
      [
        ['Độ thanh thải creatinin (ml/phút)', 'Liều dùng'],
        ['50 - 79', '600 - 1 800 mg/ngày'],
        ['Thẩm phân máu', '200 - 300 mg'],
      ],
      [{ header: 'Độ thanh thải creatinin (ml/phút)', cells: ['50 - 79', 'Thẩm phân máu'] }],
    ],
    [
      'two band columns, the clearance second',
      [
        ['Nồng độ creatinin huyết tương (mg/lít)', 'Hệ số thanh thải creatinin (ml/phút)', 'Liều'],
        ['< 15', '> 80', '50 000'],
        ['', 'Vô niệu', '1 000 000 đvqt'],
      ],
      [
        { header: 'Nồng độ creatinin huyết tương (mg/lít)', cells: ['< 15', ''] },
        { header: 'Hệ số thanh thải creatinin (ml/phút)', cells: ['> 80', 'Vô niệu'] },
      ],
    ],
    [
      'no band header: the first column labels the rows',
      [
        ['Vi khuẩn', '% kháng thuốc'],
        ['Salmonella typhi', '9,52'],
      ],
      [{ header: 'Vi khuẩn', cells: ['Salmonella typhi'] }],
    ],
    ['a header alone', [['Clcr', 'Liều']], []],
  ])('%s', (_, cells, expected) => {
    expect(readBandColumns(cells)).toEqual(expected);
  });
});
