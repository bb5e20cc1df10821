import { describe, expect, it } from 'vitest';
import { findNumericBands } from './find-numeric-bands';

const open = null;
/** [text, quantity, min, max, minInclusive, maxInclusive] of the first band found. */
const CASES: [string, string, number | null, number | null, boolean, boolean][] = [
  // the sample book's renal clauses and the real book's forms (../shared/realdata)
  ['Độ thanh thải creatinin 30 - 50 ml/phút: 250 mg', 'renal_function', 30, 50, true, true],
  ['dưới 10 ml/phút: dùng sau thẩm tách máu', 'renal_function', open, 10, false, false],
  ['Clcr< 20 ml/phút', 'renal_function', open, 20, false, false],
  ['Clcr: 10 - 50 ml/phút: Dùng thuốc mỗi 12 giờ', 'renal_function', 10, 50, true, true],
  ['giảm 50% khi mức lọc cầu thận từ 25 - 50 ml/phút', 'renal_function', 25, 50, true, true],
  ['mức lọc cầu thận dưới 25 ml/ phút', 'renal_function', open, 25, false, false],
  ['eGFR 30–44 ml/phút/1,73 m²', 'renal_function', 30, 44, true, true],
  ['Từ 45 đến 59 ml/phút', 'renal_function', 45, 59, true, true],
  ['≥ 7 tuổi: 200 mg/lần', 'age_years', 7, open, true, false],
  ['2 tuổi hoặc trên 2 tuổi: Liều như người lớn', 'age_years', 2, open, true, false],
  ['6 tuổi và trên 6 tuổi: 800 mg/lần', 'age_years', 6, open, true, false],
  ['Dưới 2 tuổi: dùng 1/2 liều người lớn', 'age_years', open, 2, false, false],
  ['Trẻ từ 10 tuổi: khởi đầu 500 mg', 'age_years', 10, open, true, false],
  ['người trên 70 tuổi dùng liều như người lớn', 'age_years', 70, open, false, false],
  ['3 tháng - 12 tuổi: Liều thường tính theo diện tích cơ thể', 'age_years', 0.25, 12, true, true],
  ['Trẻ trên 3 tháng tuổi đến 12 tuổi', 'age_years', 0.25, 12, false, true],
  ['Trẻ em < 2 tuổi với chỉ định tiêu chất nhày', 'age_years', open, 2, false, false],
  ['Trẻ cân nặng 10 - 20 kg: 10 mg', 'weight_kg', 10, 20, true, true],
  ['cân nặng từ 40 kg trở lên:', 'weight_kg', 40, open, true, false],
  ['Với trẻ cân nặng > 21 kg - dưới 30 kg: Uống 150 mg', 'weight_kg', 21, 30, false, false],
  ['có cân nặng trên 60 kg: 100 mg/lần', 'weight_kg', 60, open, false, false],
  ['thể trọng < 40 kg', 'weight_kg', open, 40, false, false],
  ['Cân nặng 1.200 kg', 'weight_kg', 1200, 1200, true, true],
];

describe('findNumericBands', () => {
  it.each(CASES)('%s', (text, quantity, min, max, minInc, maxInc) => {
    const [band] = findNumericBands(text);
    expect(band).toBeDefined();
    expect(band!.quantity).toBe(quantity);
    if (min === null) expect(band!.interval.min).toBeNull();
    else expect(band!.interval.min).toBeCloseTo(min);
    if (max === null) expect(band!.interval.max).toBeNull();
    else expect(band!.interval.max).toBeCloseTo(max);
    if (min !== null) expect(band!.interval.min_inclusive).toBe(minInc);
    if (max !== null) expect(band!.interval.max_inclusive).toBe(maxInc);
  });

  it.each([
    '5 - 10 mg/kg, cách 12 giờ một lần',
    'Thể tích phân bố khoảng 0,2 lít/kg',
    'tiêm tĩnh mạch 4 - 10 mg cho 1 kg thể trọng',
    'trong 3 tháng đầu thai kỳ',
    'tăng lên 10 mg/ngày sau 1 - 2 tuần',
    'Đánh giá lại HbA1c sau 3 tháng',
  ])('reads no band in "%s"', (text) => {
    expect(findNumericBands(text)).toEqual([]);
  });

  it('reads several bands of one sentence in order, with their offsets', () => {
    const text =
      'Độ thanh thải creatinin 30 - 50 ml/phút: 5 mg; 10 - 29 ml/phút: 2 mg; dưới 10 ml/phút: 1 mg.';
    const bands = findNumericBands(text);
    expect(bands.map((b) => text.slice(b.start, b.end))).toEqual([
      '30 - 50 ml/phút',
      '10 - 29 ml/phút',
      'dưới 10 ml/phút',
    ]);
  });
});
