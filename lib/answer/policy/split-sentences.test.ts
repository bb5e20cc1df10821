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
  ])('%s', (text, expected) => {
    expect(splitSentences(text).map((s) => s.text)).toEqual(expected);
  });

  it('offsets slice back to the verbatim text', () => {
    const text = ' Một câu.  Hai câu;\n ba câu. ';
    for (const s of splitSentences(text)) expect(text.slice(s.start, s.end)).toBe(s.text);
  });
});
