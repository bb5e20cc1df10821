import { describe, expect, it } from 'vitest';
import { splitChunkSentences } from './split-chunk-sentences';

const sentencesOf = (text: string) =>
  splitChunkSentences(text).map(({ start, end }) => text.slice(start, end));

describe('splitChunkSentences', () => {
  it.each<[string, string, string[]]>([
    [
      'full stop + capital',
      'Uống 500 mg. Trẻ em dùng 250 mg.',
      ['Uống 500 mg.', 'Trẻ em dùng 250 mg.'],
    ],
    ['semicolon + capital', 'Ngày 2 lần; Tối đa 4 g.', ['Ngày 2 lần;', 'Tối đa 4 g.']],
    [
      'colon + capital (label then text)',
      'Người lớn: Uống 500 mg.',
      ['Người lớn:', 'Uống 500 mg.'],
    ],
    ['colon + digit stays whole', 'Người lớn: 500 mg mỗi 8 giờ.', ['Người lớn: 500 mg mỗi 8 giờ.']],
    ['capital Đ', 'Dùng 5 ngày. Đánh giá lại.', ['Dùng 5 ngày.', 'Đánh giá lại.']],
    ['capital Â', 'Dùng 5 ngày. Âm tính thì ngừng.', ['Dùng 5 ngày.', 'Âm tính thì ngừng.']],
    ['capital Ơ', 'Dùng 5 ngày. Ơ đây thì khác.', ['Dùng 5 ngày.', 'Ơ đây thì khác.']],
    ['capital Ư', 'Dùng 5 ngày; Ưu tiên đường uống.', ['Dùng 5 ngày;', 'Ưu tiên đường uống.']],
    ['capital Ê', 'Dùng 5 ngày. Êm dịu hơn.', ['Dùng 5 ngày.', 'Êm dịu hơn.']],
    ['capital Ô', 'Dùng 5 ngày. Ôn lại liều.', ['Dùng 5 ngày.', 'Ôn lại liều.']],
    [
      'accented capital Ở',
      'Dùng 5 ngày. Ở người suy thận: giảm liều.',
      ['Dùng 5 ngày.', 'Ở người suy thận: giảm liều.'],
    ],
    ['accented capital Ứ', 'Dùng 5 ngày. Ứ mật thì ngừng.', ['Dùng 5 ngày.', 'Ứ mật thì ngừng.']],
    [
      'decimal comma',
      'Liều 0,425 mg/kg, ngày 2 lần. Tối đa 1,5 g.',
      ['Liều 0,425 mg/kg, ngày 2 lần.', 'Tối đa 1,5 g.'],
    ],
    [
      'thousands groups',
      'Tiêm 1 000 000 đvqt. Sau đó 500 000 đvqt.',
      ['Tiêm 1 000 000 đvqt.', 'Sau đó 500 000 đvqt.'],
    ],
    [
      'ratio with thousands',
      'Pha loãng 1/1 000 trước khi tiêm.',
      ['Pha loãng 1/1 000 trước khi tiêm.'],
    ],
    [
      'decimal point',
      'Nồng độ 0.5 mg/ml. Bảo quản lạnh.',
      ['Nồng độ 0.5 mg/ml.', 'Bảo quản lạnh.'],
    ],
    [
      'v.v. followed by lower case',
      'Rifampicin, phenytoin v.v. làm giảm nồng độ.',
      ['Rifampicin, phenytoin v.v. làm giảm nồng độ.'],
    ],
    [
      'Clcr. followed by lower case',
      'Giảm liều khi Clcr. thấp hơn 30 ml/phút.',
      ['Giảm liều khi Clcr. thấp hơn 30 ml/phút.'],
    ],
    ['ratio colon', 'Pha theo tỷ lệ 1 : 3 với nước.', ['Pha theo tỷ lệ 1 : 3 với nước.']],
    [
      'opening parenthesis before capital',
      'Giảm liều. (Xem thêm phần Thận trọng).',
      ['Giảm liều.', '(Xem thêm phần Thận trọng).'],
    ],
    [
      'paragraph break without punctuation',
      'Dược động học\nHấp thu nhanh.',
      ['Dược động học', 'Hấp thu nhanh.'],
    ],
    [
      'lower case after full stop stays',
      'Tiêm bắp. tiêm tĩnh mạch chậm.',
      ['Tiêm bắp. tiêm tĩnh mạch chậm.'],
    ],
    [
      'leading and trailing whitespace',
      '  Uống 5 mg.  \n\n  Tiêm 2 mg. ',
      ['Uống 5 mg.', 'Tiêm 2 mg.'],
    ],
    ['empty', '', []],
  ])('%s', (_name, text, expected) => {
    expect(sentencesOf(text)).toEqual(expected);
  });

  it('returns offsets into the text: every non-space character is covered exactly once, in order', () => {
    const text = 'Người lớn: Uống 0,5 g. Trẻ em: 10 mg/kg; Tối đa 1 000 mg.\nSuy thận: Giảm liều.';
    const spans = splitChunkSentences(text);
    let covered = '';
    let previousEnd = 0;
    for (const span of spans) {
      expect(span.start).toBeGreaterThanOrEqual(previousEnd);
      expect(text.slice(previousEnd, span.start).trim()).toBe('');
      covered += text.slice(span.start, span.end);
      previousEnd = span.end;
    }
    expect(covered.replace(/\s/g, '')).toBe(text.replace(/\s/g, ''));
  });

  it('splits only inside [from, to)', () => {
    const text = 'Bỏ qua. Uống 5 mg. Tiêm 2 mg. Bỏ qua.';
    const from = text.indexOf('Uống');
    const to = text.indexOf(' Bỏ qua.', from);
    expect(
      splitChunkSentences(text, from, to).map(({ start, end }) => text.slice(start, end)),
    ).toEqual(['Uống 5 mg.', 'Tiêm 2 mg.']);
  });
});
