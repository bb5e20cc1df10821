import { describe, expect, it } from 'vitest';
import { continuesPrevious, withContinuation } from './read-continuation';

describe('continuesPrevious', () => {
  it.each([
    ['Trường hợp này, thay bằng heparin không phân đoạn.', true],
    ['Trong trường hợp này phải giảm liều.', true],
    ['Khi đó, ngừng thuốc.', true],
    ['Những trường hợp này cần theo dõi chặt.', true],
    ['Suy thận nặng (Clcr < 30 ml/phút) trừ khi thẩm phân.', false],
    ['Trường hợp nặng, tiêm tĩnh mạch 10 mg.', false],
    ['Khi dùng cùng warfarin phải theo dõi INR.', false],
    // the pair the line before named (unseen batch 69, stop 60)
    ['Phối hợp 2 thuốc này làm giảm nồng độ diltiazem trong huyết tương.', true],
    ['Sự phối hợp này cần tránh.', true],
    ['Hai thuốc này có thể dùng cùng nhau.', true],
    ['Phối hợp với thuốc chẹn beta làm chậm nhịp tim.', false],
  ])('%s → %s', (sentence, expected) => {
    expect(continuesPrevious(sentence)).toBe(expected);
  });
});

describe('withContinuation', () => {
  it('joins the sentences that point back, and says how many', () => {
    const sentences = [
      'Suy thận nặng (Clcr < 30 ml/phút) trừ khi thẩm phân.',
      'Trường hợp này, thay bằng heparin không phân đoạn.',
      'Loét dạ dày tá tràng tiến triển.',
    ];
    expect(withContinuation(sentences, 0)).toEqual({
      text: 'Suy thận nặng (Clcr < 30 ml/phút) trừ khi thẩm phân. Trường hợp này, thay bằng heparin không phân đoạn.',
      next: 1,
    });
    expect(withContinuation(sentences, 2)).toEqual({ text: sentences[2], next: 0 });
  });
});
