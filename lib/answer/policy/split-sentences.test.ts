import { describe, expect, it } from 'vitest';
import { splitSentences } from './split-sentences';

describe('splitSentences', () => {
  it.each([
    [
      'Người lớn: 1,5 - 3 g, cách 6 giờ một lần. Liều sulbactam không vượt quá 4 g/ngày.',
      ['Người lớn: 1,5 - 3 g, cách 6 giờ một lần.', 'Liều sulbactam không vượt quá 4 g/ngày.'],
    ],
    ['Dùng 1.000.000 đvqt. Sau đó 0,5 g.', ['Dùng 1.000.000 đvqt.', 'Sau đó 0,5 g.']],
    ['Cách dùng:\nTiêm bắp sâu.', ['Cách dùng:', 'Tiêm bắp sâu.']],
    ['Không có dấu chấm cuối', ['Không có dấu chấm cuối']],
    ['  ', []],
    ['Thật sao? Vâng!  Hết.', ['Thật sao?', 'Vâng!', 'Hết.']],
    // a genus abbreviated inside a heading (unseen batch 42, COTRIMOXAZOL)
    [
      'Lỵ trực khuẩn (S. flexneri hoặc S. sonnei):\nTrẻ em: 8 mg/kg/ngày.',
      ['Lỵ trực khuẩn (S. flexneri hoặc S. sonnei):', 'Trẻ em: 8 mg/kg/ngày.'],
    ],
    [
      'Dự phòng sốt rét do P. falciparum. Uống 100 mg.',
      ['Dự phòng sốt rét do P. falciparum.', 'Uống 100 mg.'],
    ],
    ['Sốt, đau đầu, v.v. và nôn. Hiếm gặp.', ['Sốt, đau đầu, v.v. và nôn.', 'Hiếm gặp.']],
    ['Liều 5 mg. (Xem thêm) Đ ok.', ['Liều 5 mg.', '(Xem thêm) Đ ok.']],
  ])('%s', (text, expected) => {
    expect(splitSentences(text).map((s) => s.text)).toEqual(expected);
  });

  it('offsets slice back to the verbatim text', () => {
    const text = ' Một câu.  Hai câu;\n ba câu. ';
    for (const s of splitSentences(text)) expect(text.slice(s.start, s.end)).toBe(s.text);
  });
});
