import { describe, expect, it } from 'vitest';
import { findLeadingLabel, isHeadingPhrase, isLabelPhrase } from './detect-label';

describe('isLabelPhrase', () => {
  it.each([
    'Người lớn:',
    'Trẻ em dưới 12 tuổi:',
    'Suy thận:',
    'Bước 3:',
    'Cách dùng:',
    'Liều dùng:',
    'Uống:',
    'Tiêm tĩnh mạch:',
    'Nhiễm khuẩn đường tiết niệu:',
    '2 - 5 tuổi:',
    '≥ 7 tuổi:',
    'Giai đoạn 1 (lần truyền thứ 1):',
    'Dự phòng tái phát, viêm giác mạc:',
    'Đường dùng:',
  ])('%j is a label', (phrase) => {
    expect(isLabelPhrase(phrase)).toBe(true);
  });

  it.each([
    ['no colon', 'Người lớn'],
    ['lower-case start', 'người lớn:'],
    ['colon after a space (ratio)', 'Pha theo tỷ lệ 1 :'],
    ['a sentence inside', 'Uống 5 mg. Trẻ em:'],
    ['semicolon inside', 'Uống 5 mg; trẻ em:'],
    ['two colons', 'Trẻ em: 2 - 7 tuổi:'],
    [
      'too many words',
      'Nhiễm HSV ở người suy giảm miễn dịch, herpes sinh dục khởi đầu nặng hoặc dự phòng:',
    ],
    ['no letters', '12:'],
    ['bare colon', ':'],
  ])('%s: %j is not a label', (_why, phrase) => {
    expect(isLabelPhrase(phrase)).toBe(false);
  });
});

describe('findLeadingLabel', () => {
  it.each<[string, string | null]>([
    ['Người lớn: 500 mg mỗi 8 giờ.', 'Người lớn:'],
    ['Trẻ em: 2 - 7 tuổi: 200 mg/lần.', 'Trẻ em:'],
    ['Uống:', 'Uống:'],
    ['Uống lúc 8:00 sáng.', null],
    ['Liều được tính theo dạng base.', null],
    [
      'Điều chỉnh liều theo độ thanh thải creatinin ở người bệnh suy thận nặng và vừa như sau: 5 mg.',
      null,
    ],
  ])('%j → %j', (atom, expected) => {
    const span = findLeadingLabel(atom, { start: 0, end: atom.length });
    expect(span ? atom.slice(span.start, span.end) : null).toBe(expected);
  });
});

describe('isHeadingPhrase', () => {
  it.each<[string, boolean]>([
    ['Dược động học', true],
    ['Phổ kháng khuẩn', true],
    ['Liệt chu kỳ (do hạ kali trong bệnh Westphal)', true],
    ['Uống 250 mg mỗi ngày', false], // a dose that lost its full stop
    ['Thuốc hấp thu nhanh.', false],
    ['dược động học', false],
    ['Người lớn:', false],
    ['Thuốc được hấp thu nhanh qua đường tiêu hóa và phân bố rộng khắp cơ thể', false],
  ])('%j → %s', (paragraph, expected) => {
    expect(isHeadingPhrase(paragraph)).toBe(expected);
  });
});
