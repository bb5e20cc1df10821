import { describe, expect, it } from 'vitest';
import { asksDosingTime, statesDosingTime } from './read-dosing-time';

describe('asksDosingTime', () => {
  it.each([
    ['Kali clorid uống khi nào?', true],
    ['Furosemid uống lúc nào?', true],
    ['Omeprazol uống trước hay sau ăn?', true],
    ['Atorvastatin uống buổi tối hay sáng?', true],
    ['Metformin uống vào giờ nào?', true],
    ['Amoxicilin uống lúc đói được không?', true],
    ['Metformin dùng khi nào?', true],
    ['Liều kali clorid cho người lớn?', false],
    ['Kali clorid chống chỉ định khi nào?', false],
  ])('%s → %s', (question, expected) => {
    expect(asksDosingTime(question)).toBe(expected);
  });
});

describe('statesDosingTime', () => {
  it.each([
    [
      'Cách dùng: Viên giải phóng kéo dài phải uống nguyên viên với nhiều nước, trong hoặc sau bữa ăn.',
      true,
    ],
    ['Cách dùng: Uống vào buổi sáng để tránh tiểu đêm.', true],
    ['Cách dùng: Uống một lần mỗi ngày, có thể vào bất kỳ lúc nào trong ngày.', true],
    ['Cách dùng: Uống vào cùng một giờ mỗi ngày.', true],
    ['Acenocoumarol thường được uống một lần vào cùng một thời điểm mỗi ngày.', true],
    ['Người lớn: Dự phòng 2 - 4 g/ngày, chia làm nhiều lần.', false],
    ['Dạng tiêm truyền được pha loãng và truyền trong ít nhất 15 phút.', false],
  ])('%s → %s', (sentence, expected) => {
    expect(statesDosingTime(sentence)).toBe(expected);
  });
});
