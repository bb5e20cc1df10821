import { describe, expect, it } from 'vitest';
import { foldWords } from '@/lib/text/fold-diacritics';
import { exceptionTold } from './exception-told';

describe('exceptionTold', () => {
  it.each<[string, string, boolean]>([
    // the exception's state told: the book lifts the band itself (unseen batch 148)
    [
      'Trẻ em dưới 8 tuổi (trừ trường hợp bị bệnh than).',
      'Bé 6 tuổi, dự phòng bệnh than bằng doxycyclin: liều bao nhiêu?',
      true,
    ],
    [
      'Suy thận nặng (Clcr < 30 ml/phút) trừ khi thẩm phân.',
      'BN Clcr 10, đang thẩm phân máu',
      true,
    ],
    // not told, or told as absent
    ['Trẻ em dưới 8 tuổi (trừ trường hợp bị bệnh than).', 'Bé 6 tuổi viêm phổi', false],
    ['Suy thận nặng (Clcr < 30 ml/phút) trừ khi thẩm phân.', 'Clcr 20, không thẩm phân', false],
    [
      'Trẻ em dưới 8 tuổi (trừ trường hợp bị bệnh than).',
      'Bé 6 tuổi nghi sốt mò, không có phơi nhiễm bệnh than',
      false,
    ],
    // a one-word state, or a use to weigh, is no state to match
    ['Viêm màng tim co thắt (trừ phi để kiểm soát rung nhĩ khi có suy tim).', 'rung nhĩ', false],
    ['Nhịp tim chậm < 50/phút.', 'mạch 40', false],
  ])('%s | %s → %s', (sentence, question, expected) => {
    expect(exceptionTold(sentence, foldWords(question))).toBe(expected);
  });
});
