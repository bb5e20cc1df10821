import { describe, expect, it } from 'vitest';
import { findNumericBands } from './find-numeric-bands';

const inr = (text: string) =>
  findNumericBands(text)
    .filter((b) => b.quantity === 'inr')
    .map((b) => b.interval);

const open = (min: number | null, max: number | null, minIn: boolean, maxIn: boolean) => ({
  min,
  max,
  min_inclusive: minIn,
  max_inclusive: maxIn,
});

describe('findNumericBands: INR bands as an overdose section grades them', () => {
  it.each([
    ['INR < 5, ở mức điều trị: Bỏ 1 lần uống thuốc.', [open(null, 5, false, false)]],
    ['5 < INR < 8, có chảy máu nhẹ: Ngừng thuốc.', [open(5, 8, false, false)]],
    ['INR > 8, không có chảy máu: Ngừng acenocoumarol.', [open(8, null, false, false)]],
    ['INR ≥ 9: cho vitamin K.', [open(9, null, true, false)]],
    ['quá liều nặng (thí dụ INR > 20): Ngừng thuốc.', [open(20, null, false, false)]],
    ['Nếu INR trên 2, báo hiệu sẽ quá liều.', [open(2, null, false, false)]],
    ['Chỉ dùng lại acenocoumarol khi INR < 5,0.', [open(null, 5, false, false)]],
  ])('%s', (text, want) => expect(inr(text)).toEqual(want));

  it.each([
    // a target range, not the patient's state
    'Nhìn chung, INR từ 2 - 3 được khuyến cáo để phòng huyết khối.',
    'INR từ 2,5 đến 3,5 được khuyến cáo sau nhồi máu cơ tim.',
    // a count of days
    'cần xét nghiệm lại INR 2 - 3 ngày sau để đảm bảo rằng INR đã xuống.',
    // a bare number is no band in the book
    'duy trì INR 2,5 trong suốt thời gian điều trị.',
  ])('no band: %s', (text) => expect(inr(text)).toEqual([]));
});
