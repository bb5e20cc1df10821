import { describe, expect, it } from 'vitest';
import { isMonotherapyLabel } from './is-monotherapy-label';

describe('isMonotherapyLabel', () => {
  it.each([
    ['Đơn trị liệu:', true],
    ['Dùng đơn độc', true],
    ['ĐƠN TRỊ LIỆU', true],
    // a combination is a condition of its own; what the drug treats, who takes it, how
    ['Liệu pháp phối hợp', false],
    ['Phối hợp với insulin mức độ nhẹ', false],
    ['Tăng huyết áp', false],
    ['Người lớn', false],
    ['Uống', false],
    ['Đơn trị liệu với liều thấp nhất trong khoảng trên', false],
  ])('%s → %s', (label, expected) => {
    expect(isMonotherapyLabel(label)).toBe(expected);
  });
});
