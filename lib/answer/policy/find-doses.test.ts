import { describe, expect, it } from 'vitest';
import { findDoses } from './find-doses';

function summarise(text: string): string[] {
  return findDoses(text).map((d) => `${d.kind}: ${d.text}`);
}

describe('findDoses: doses as the book writes them', () => {
  it.each([
    // The renal-table sentence the policy must never state from a chunk that lost its table.
    ['Clcr 30-50 ml/phút: 500 mg mỗi 12 giờ', ['amount: 500 mg', 'interval: mỗi 12 giờ']],
    [
      'Uống 250 - 500 mg/lần, cách 12 giờ một lần',
      ['amount: 250 - 500 mg/lần', 'amount: 500 mg/lần', 'interval: cách 12 giờ'],
    ],
    ['Uống 8 - 20 mg/kg/ngày dạng hydroclorid', ['rate: 8 - 20 mg/kg/ngày', 'rate: 20 mg/kg/ngày']],
    [
      'Bệnh than: Tiêm tĩnh mạch: 7,5 mg/kg/lần, cách 6 giờ một lần.',
      ['rate: 7,5 mg/kg/lần', 'interval: cách 6 giờ'],
    ],
    ['Liều 0,425 mg/kg', ['rate: 0,425 mg/kg']],
    ['300 - 900 mg/m2 diện tích bề mặt cơ thể/ngày', ['rate: 300 - 900 mg/m2', 'rate: 900 mg/m2']],
    ['truyền thuốc nhanh trên 2 microgam/kg/phút', ['rate: 2 microgam/kg/phút']],
    [
      '30 000 đvqt/kg sau đó 1 000 000 đvqt 2 lần/tuần',
      ['rate: 30 000 đvqt/kg', 'amount: 1 000 000 đvqt', 'frequency: 2 lần/tuần'],
    ],
    ['1,2 triệu IU', ['amount: 1,2 triệu IU']],
    ['25 - 50 đơn vị/kg', ['rate: 25 - 50 đơn vị/kg', 'rate: 50 đơn vị/kg']],
    ['10 - 12 mmol/lít hàng ngày', ['rate: 10 - 12 mmol/lít', 'rate: 12 mmol/lít']],
    ['Truyền tĩnh mạch 100 ml/giờ', ['rate: 100 ml/giờ']],
    ['hydroxocobalamin (25 mg/giờ)', ['rate: 25 mg/giờ']],
    ['tốc độ không quá 30 mg/phút', ['rate: 30 mg/phút']],
    ['truyền 5 ml/phút', ['rate: 5 ml/phút']],
    ['Dung dịch tiêm: 25 mg/ml (2 ml).', ['rate: 25 mg/ml', 'amount: 2 ml']],
    [
      'nhỏ 1 - 2 giọt/lần, mỗi ngày 3 - 4 lần',
      ['amount: 1 - 2 giọt/lần', 'amount: 2 giọt/lần', 'frequency: mỗi ngày 3 - 4 lần'],
    ],
    ['Dạng kết hợp 2 thuốc: 1 viên mỗi ngày', ['amount: 1 viên']],
    ['Uống 600 mg, 2 lần/ngày', ['amount: 600 mg', 'frequency: 2 lần/ngày']],
    [
      '400 mg ngày 1 lần hoặc 200 mg ngày 2 lần',
      ['amount: 400 mg', 'frequency: ngày 1 lần', 'amount: 200 mg', 'frequency: ngày 2 lần'],
    ],
    ['0,25 mg ngày uống 1 lần', ['amount: 0,25 mg', 'frequency: ngày uống 1 lần']],
    ['Uống 200 mg/lần x 3 lần/ngày', ['amount: 200 mg/lần', 'frequency: 3 lần/ngày']],
    ['mỗi 4 giờ uống 1 lần', ['interval: mỗi 4 giờ']],
    ['Uống 250 mg/lần, 4 giờ/lần.', ['amount: 250 mg/lần', 'interval: 4 giờ/lần']],
    ['cứ 2 hoặc 3 ngày 1 000 000 đvqt', ['interval: cứ 2 hoặc 3 ngày', 'amount: 1 000 000 đvqt']],
    ['5 - 10 mg/kg mỗi 6 giờ', ['rate: 5 - 10 mg/kg', 'rate: 10 mg/kg', 'interval: mỗi 6 giờ']],
    // Percentages that are strengths or dose changes.
    ['dung dịch acetylcystein 10 - 20%', ['percent: 10 - 20%', 'percent: 20%']],
    ['Liều acebutolol cần giảm 50% khi mức lọc cầu thận từ 25 - 50 ml/phút', ['percent: 50%']],
    ['Cl cr 15 - 50: 75% liều', ['percent: 75% ']],
    ['Thuốc mỡ tra mắt 3%, tuýp 4,5 g', ['percent: 3%', 'amount: 4,5 g']],
    // Doses written with words.
    ['Uống hai viên, hai lần mỗi ngày', ['amount: hai viên', 'frequency: hai lần mỗi ngày']],
    ['Dưới 2 tuổi: dùng 1/2 liều người lớn.', ['proportion: 1/2 liều']],
    ['Người cao tuổi dùng nửa liều.', ['proportion: nửa liều']],
    ['Suy thận: giảm một nửa.', ['proportion: giảm một nửa']],
    // "ngày một lần" inside "cách ba ngày một lần" also reads as a frequency: harmless, both flag.
    ['Uống cách ba ngày một lần', ['interval: cách ba ngày', 'frequency: ngày một lần']],
  ])('%s', (text, expected) => {
    expect(summarise(text).map((s) => s.trimEnd())).toEqual(expected.map((s) => s.trimEnd()));
  });

  it.each([
    // Kidney function, lab values, incidences, body weight: not doses.
    ['Không dùng khi Clcr < 30 ml/phút.'],
    ['Không nên dùng cho các trường hợp suy thận giai đoạn cuối, Clcr< 50 ml/phút.'],
    ['mức lọc cầu thận dưới 25 ml/ phút'],
    ['độ thanh thải creatinin 10 - 50 ml/phút'],
    ['eGFR 45 ml/phút/1,73 m2'],
    ['Creatinin huyết thanh > 2 mg/dl: Không nên dùng acarbose.'],
    ['nồng độ đỉnh của thuốc trong huyết tương tương ứng là 2 - 3 microgam/ml'],
    ['Clindamycin bài tiết vào sữa mẹ (khoảng 0,7 - 3,8 microgam/ml)'],
    ['nồng độ kali huyết 5,0 mEq/lit'],
    ['Trên 1 000/mm3 trong 3 ngày liên tiếp'],
    ['ADR > 10%: Khô da, ngứa'],
    ['Ở một số người bệnh (0,1 - 10%) viêm đại tràng'],
    ['Với trẻ cân nặng ≥ 30 kg'],
    ['Nửa đời của thuốc là 2 - 3 giờ'],
    ['điều trị ít nhất 10 ngày'],
    ['INR từ 2,5 đến 3,5 được khuyến cáo'],
    ['Trẻ trên 3 tháng tuổi đến 12 tuổi'],
    ['Truyền tĩnh mạch nhỏ giọt'],
  ])('no dose in: %s', (text) => {
    expect(findDoses(text)).toEqual([]);
  });

  it('reports offsets that slice back to the text', () => {
    const text = 'Trẻ em: 20 mg/kg, tối đa 800 mg/lần, uống 4 lần/ngày.';
    for (const d of findDoses(text)) expect(text.slice(d.start, d.end)).toBe(d.text);
    expect(findDoses(text).map((d) => d.kind)).toEqual(['rate', 'amount', 'frequency']);
  });
});
