import { describe, expect, it } from 'vitest';
import { foldWords } from '@/lib/text/fold-diacritics';
import { asksNearDelivery, statesNearDelivery } from './read-near-delivery';

describe('asksNearDelivery', () => {
  it.each([
    // unseen batches 143 and 144 (first runs), and the same ask in other words
    ['dự kiến sinh trong tuần tới. Gần ngày sinh thì chỉnh thuốc chống đông thế nào?', true],
    ['giờ bầu 37 tuần sắp sinh rồi. Có phải đổi thuốc gì không?', true],
    ['Near term on enoxaparin, what should change before delivery?', true],
    ['Trước khi mổ lấy thai có phải ngừng thuốc không?', true],
    ['mang thai 38 tuần, sắp chuyển dạ, vẫn đang tiêm enoxaparin', true],
    ['Thai 12 tuần dùng thuốc được không?', false],
    ['Sinh năm 1980, liều bao nhiêu?', false],
  ])('%s', (question, asked) => {
    expect(asksNearDelivery(foldWords(question))).toBe(asked);
  });
});

describe('statesNearDelivery', () => {
  it.each([
    [
      'Cần phải đặc biệt xem xét sử dụng một chất chống đông tác dụng thấp hơn khi sắp đến ngày sinh.',
      true,
    ],
    ['Không nên dùng thuốc trong lúc chuyển dạ.', true],
    ['Bản thân sự mang thai đã làm tăng nguy cơ huyết khối tắc mạch.', false],
  ])('%s', (line, states) => {
    expect(statesNearDelivery(line)).toBe(states);
  });
});
