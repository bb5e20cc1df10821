import { describe, expect, it } from 'vitest';
import { findRegimens } from './find-regimens';

function summarise(text: string): string[] {
  return findRegimens(text).map(
    (r) => `${r.kind} ${r.numbers.map((n) => n.value).join('|')}/${r.period}`,
  );
}

describe('findRegimens', () => {
  it.each([
    ['Uống 250 mg/lần, 2 - 3 lần/ngày.', ['frequency 2|3/ngày']],
    ['Uống 600 mg, 2 lần/ngày', ['frequency 2/ngày']],
    ['400 mg ngày 1 lần hoặc 200 mg ngày 2 lần', ['frequency 1/ngày', 'frequency 2/ngày']],
    ['0,25 mg ngày uống 1 lần', ['frequency 1/ngày']],
    ['mỗi ngày 3 - 4 lần', ['frequency 3|4/ngày']],
    ['3 lần mỗi ngày', ['frequency 3/ngày']],
    ['ba lần mỗi ngày', ['frequency 3/ngày']],
    ['hai lần một tuần', ['frequency 2/tuần']],
    ['1 000 000 đvqt 2 lần/tuần', ['frequency 2/tuần']],
    ['Số lần chia liều không được vượt quá 1 lần/ngày', ['frequency 1/ngày']],
    ['4 lần trong ngày', ['frequency 4/ngày']],
    ['2 lần/24 giờ', ['frequency 2/24giờ']],
    ['cách 12 giờ một lần', ['interval 12/giờ']],
    ['Clcr 30-50 ml/phút: 500 mg mỗi 12 giờ', ['interval 12/giờ']],
    ['cách 18 - 24 giờ một lần', ['interval 18|24/giờ']],
    ['cách 6 - 8 giờ/lần', ['interval 6|8/giờ']],
    ['6 giờ/lần', ['interval 6/giờ']],
    ['mỗi 4 h', ['interval 4/giờ']],
    ['cứ 2 hoặc 3 ngày 1 000 000 đvqt', ['interval 2|3/ngày']],
    ['sau mỗi 8 giờ', ['interval 8/giờ']],
    ['mỗi 4 giờ uống 1 lần', ['interval 4/giờ']],
    // Not regimens.
    ['Nửa đời của thuốc là 2 - 3 giờ', []],
    ['trong 7 ngày', []],
    ['sau 24 giờ, nếu INR vẫn cao', []],
    ['Lần kiểm tra đầu tiên tiến hành 48 giờ ± 12 giờ sau', []],
  ])('%s', (text, expected) => {
    expect(summarise(text)).toEqual(expected);
  });
});
