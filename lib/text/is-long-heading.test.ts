import { describe, expect, it } from 'vitest';
import { isLongHeading } from './is-long-heading';

describe('isLongHeading', () => {
  it.each<[string, boolean]>([
    ['Glôcôm thứ phát và trước phẫu thuật glôcôm góc đóng thứ phát ở người lớn:', true],
    ['Lợi tiểu khi phù trong suy tim, cổ trướng do xơ gan hoặc chống tăng huyết áp:', true],
    // a label has the shape too: callers tell labels first
    ['Người lớn:', true],
    ['  Phù do suy tim sung huyết hoặc do thuốc:  ', true],
    // a number is a dose or a band
    ['Ở người suy thận có độ thanh thải creatinin dưới 30 ml/phút, liều được điều chỉnh:', false],
    // a sentence inside, no colon at the end, a lower-case start, a label chain
    ['Dùng thận trọng. Ở người suy gan và người cao tuổi nên giảm liều như sau:', false],
    ['Tăng nhãn áp sau phẫu thuật đục thủy tinh thể và glôcôm cấp góc đóng ở người lớn', false],
    ['khi dùng đồng thời với các thuốc chống động kinh khác thì liều ban đầu như sau:', false],
    ['Co giật (động kinh): Người lớn:', false],
    ['Tỷ lệ::', false],
    [`${'Rất '.repeat(20)}dài:`, false],
    [`${'Rất '.repeat(19)}dài:`, true],
  ])('%s → %s', (line, expected) => {
    expect(isLongHeading(line)).toBe(expected);
  });
});
