import { describe, expect, it } from 'vitest';
import { findQuantities, normalizeUnit } from './find-quantities';

/** "value unit" per quantity. */
function summarise(text: string): string[] {
  return findQuantities(text).map((q) => `${q.number.value} ${q.unit}`);
}

describe('findQuantities', () => {
  it.each([
    // Amounts, rates and the book's range/list notation (real sentences from the book).
    [
      'Uống: 150 - 450 mg/lần, cách 6 - 8 giờ/lần; liều tối đa: 1,8 g/ngày.',
      ['150 mg', '450 mg', '1.8 g/ngày'],
    ],
    ['Uống: 8 - 20 mg/kg/ngày dạng hydroclorid', ['8 mg/kg/ngày', '20 mg/kg/ngày']],
    ['Viêm màng ối: Tiêm tĩnh mạch 450 - 900 mg/lần', ['450 mg', '900 mg']],
    [
      'Uống 8 - 30 mg/kg/ngày hoặc 300 - 900 mg/m2 diện tích bề mặt cơ thể/ngày',
      ['8 mg/kg/ngày', '30 mg/kg/ngày', '300 mg/m2', '900 mg/m2'],
    ],
    ['Dùng lại liều 5 microgam/ kg/ngày', ['5 µg/kg/ngày']],
    ['truyền thuốc nhanh trên 2 microgam/kg/phút', ['2 µg/kg/phút']],
    ['cứ 2 hoặc 3 ngày 1 000 000 đvqt', ['1000000 iu']],
    ['30 000 đvqt/kg sau đó 1 000 000 đvqt 2 lần/tuần', ['30000 iu/kg', '1000000 iu']],
    [
      'tiêm tĩnh mạch 4 - 10 mg cho 1 kg thể trọng đến tối đa 300 mg',
      ['4 mg/kg', '10 mg/kg', '1 kg', '300 mg'],
    ],
    [
      'Thuốc tiêm: 0,2% (3 ml); 0,45% (5 ml, 500 ml, 1 000 ml)',
      ['0.2 %', '3 ml', '0.45 %', '5 ml', '500 ml', '1000 ml'],
    ],
    ['dung dịch natri clorid 3 hoặc 5% là 100 ml tiêm trong 1 giờ', ['3 %', '5 %', '100 ml']],
    ['không được vượt quá 100 ml/giờ', ['100 ml/giờ']],
    ['Viên nang: 75 mg, 150 mg và 300 mg', ['75 mg', '150 mg', '300 mg']],
    ['liều 150, 300 và 600 mg (tính theo clindamycin)', ['150 mg', '300 mg', '600 mg']],
    ['truyền liên tục 0,75 đến 1,25 mg/phút', ['0.75 mg/phút', '1.25 mg/phút']],
    ['nhỏ 1 - 2 giọt/lần, mỗi ngày 3 - 4 lần', ['1 giọt', '2 giọt']],
    ['Dạng kết hợp 3 thuốc: 1 viên/lần (abacavir 300 mg', ['1 viên', '300 mg']],
    ['nồng độ kali huyết 5,0 mEq/lit', ['5 meq/l']],
    ['10 - 12 mmol/lít hàng ngày', ['10 mmol/l', '12 mmol/l']],
    ['Creatinin huyết thanh > 2 mg/dl', ['2 mg/dl']],
    ['Clcr 30-50 ml/phút: 500 mg mỗi 12 giờ', ['30 ml/phút', '50 ml/phút', '500 mg']],
    ['mức lọc 60 ml/phút/1,73 m2', ['60 ml/phút/1.73m2']],
    ['Trên 1 000/mm3 trong 3 ngày', []],
    ['1,2 triệu đvqt mỗi 4 giờ', ['1.2 triệu iu']],
    ['Etoposid 75% liều', ['75 %']],
    ['125mg ngày 1 lần', ['125 mg']],
    ['trẻ cân nặng ≥ 30 kg', ['30 kg']],
    // Units never swallow the next word.
    ['sau 6 giờ, 8 giọt', ['8 giọt']],
    ['trong 5 ngày, 100 mg', ['100 mg']],
    ['5 người bệnh', []],
    ['3 lần/ngày', []],
    ['1/2 liều thường dùng', []],
  ])('%s', (text, expected) => {
    expect(summarise(text)).toEqual(expected);
  });

  it('spans the number and its unit', () => {
    const text = 'Uống 250 - 500 mg/lần.';
    expect(findQuantities(text).map((q) => text.slice(q.start, q.end))).toEqual([
      '250 - 500 mg/lần',
      '500 mg/lần',
    ]);
  });
});

describe('normalizeUnit', () => {
  it.each([
    ['microgam/ kg/ngày', 'µg/kg/ngày'],
    ['mcg/kg', 'µg/kg'],
    ['μg', 'µg'],
    ['mg/lần', 'mg'],
    ['mg/liều', 'mg'],
    ['mg/ngày', 'mg/ngày'],
    ['mg/kg/lần', 'mg/kg'],
    ['IU/kg', 'iu/kg'],
    ['UI', 'iu'],
    ['đvqt', 'iu'],
    ['đơn vị/kg', 'đv/kg'],
    ['mL/h', 'ml/giờ'],
    ['mg/m²', 'mg/m2'],
    ['mg cho 1 kg thể trọng', 'mg/kg'],
    ['triệu đvqt', 'triệu iu'],
    ['lít', 'l'],
    ['g', 'g'],
  ])('%s → %s', (raw, expected) => {
    expect(normalizeUnit(raw)).toBe(expected);
  });
});
