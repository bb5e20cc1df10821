import { describe, expect, it } from 'vitest';
import { isGenericLabel, isUnaskableLabel } from './is-generic-label';

describe('isGenericLabel', () => {
  it.each([
    ['Liều dùng', true],
    ['Cách dùng:', true],
    ['Lưu ý', true],
    ['Liều ban đầu thông thường', true],
    ['Liều uống thông thường', true],
    ['Liều duy trì', true],
    ['LIỀU DÙNG', true],
    ['Điều trị', false],
    // "Liệu" is no "Liều": a regimen names what the line is for, like an indication
    ['Liệu pháp phối hợp', false],
    ['Đơn trị liệu', false],
    // for what or for whom: a condition
    ['Phù', false],
    ['Suy tim sung huyết', false],
    ['Người lớn', false],
    ['Liệt chu kỳ', false],
    ['Viêm phổi bệnh viện', false],
  ])('%s → %s', (label, expected) => {
    expect(isGenericLabel(label)).toBe(expected);
  });
});

describe('isUnaskableLabel', () => {
  it.each([
    ['Liều dùng', true],
    ['Điều trị', true],
    ['Điều trị:', true],
    ['Dự phòng', false],
    ['Điều trị huyết khối cho trẻ em', false],
    ['Lỵ trực khuẩn', false],
  ])('%s → %s', (label, expected) => {
    expect(isUnaskableLabel(label)).toBe(expected);
  });
});
