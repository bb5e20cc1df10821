import { describe, expect, it } from 'vitest';
import { findRegimenMismatches, findUngroundedNumbers, findUnitMismatches } from './ground-numbers';

describe('findUngroundedNumbers', () => {
  it.each([
    // [answer, sources, ungrounded raws]
    ['Liều 0,425 mg/kg.', ['Trẻ sơ sinh: tiêm bắp 0,425 mg/kg.'], []],
    ['Liều 0.425 mg/kg.', ['Trẻ sơ sinh: tiêm bắp 0,425 mg/kg.'], []],
    ['Liều 0,42 mg/kg.', ['Trẻ sơ sinh: tiêm bắp 0,425 mg/kg.'], ['0,42']],
    ['Liều 0,4250 mg/kg.', ['Trẻ sơ sinh: tiêm bắp 0,425 mg/kg.'], []],
    [
      'Clcr 30-50 ml/phút: 500 mg mỗi 12 giờ',
      ['Khoảng cách giữa các lần dùng thuốc cần được kéo dài.'],
      ['30', '50', '500', '12'],
    ],
    ['Không quá 1200 mg trong 1 giờ.', ['không được vượt quá 1 200 mg trong 1 giờ'], []],
    ['Không quá 1.200 mg trong 1 giờ.', ['không được vượt quá 1 200 mg trong 1 giờ'], ['1.200']],
    ['Dùng 1.000.000 đvqt.', ['cứ 2 hoặc 3 ngày 1 000 000 đvqt'], []],
    ['Dùng 1,000,000 IU.', ['cứ 2 hoặc 3 ngày 1 000 000 đvqt'], ['1,000,000']],
    ['Dùng 1.500 mg.', ['Dùng 1.500 mg.'], []],
    ['Dùng 1.500 mg.', ['Dùng 1,5 mg.'], ['1.500']],
    ['Dùng 1.500 mg.', ['Dùng 1 500 mg.'], ['1.500']],
    ['Chỉ bằng 1/2 liều người lớn.', ['thường chỉ bằng 1/2 tới 3/4 liều người lớn'], []],
    ['Chỉ bằng 0,5 liều người lớn.', ['thường chỉ bằng 1/2 tới 3/4 liều người lớn'], ['0,5']],
    // A number from another, uncited source does not ground.
    ['Uống 5000 mg.', ['Uống 500 mg.'], ['5000']],
    ['Uống 250 mg.', ['Uống 150 - 450 mg/lần.', 'Liều 250 mg/lần.'], []],
    ['No numbers at all.', [], []],
    ['INR < 5.', ['Chỉ dùng lại khi INR < 5,0.'], []],
    // A frequency in words is a number too.
    ['Uống 1 - 2 g, ba lần mỗi ngày.', ['Liều uống là 1 - 2 g, 3 lần mỗi ngày.'], []],
    // "hai" is grounded as a number (the 2 of "1 - 2 g"); findRegimenMismatches catches it.
    ['Uống 1 - 2 g, hai lần mỗi ngày.', ['Liều uống là 1 - 2 g, 3 lần mỗi ngày.'], []],
  ])('%s', (answer, sources, expected) => {
    expect(findUngroundedNumbers(answer, sources).map((n) => n.raw)).toEqual(expected);
  });
});

describe('findUnitMismatches', () => {
  it.each([
    ['Uống 500 mg/lần.', ['Uống 500 mg/lần.'], []],
    ['Uống 500 mg mỗi 12 giờ.', ['Uống 500 mg/lần, cách 12 giờ một lần.'], []],
    ['Uống 500 microgam.', ['Uống 500 mg/lần.'], ['500 µg']],
    ['Uống 500 mcg.', ['Uống 500 microgam/lần.'], []],
    ['300 mg/kg', ['300 mg/kg/ngày, chia làm nhiều lần'], ['300 mg/kg']],
    ['300 mg/kg/ngày', ['300 mg/kg/ngày, chia làm nhiều lần'], []],
    ['1,8 g mỗi lần', ['liều tối đa: 1,8 g/ngày'], ['1.8 g']],
    ['Uống 250 mg.', ['Uống 250 - 500 mg/lần.'], []],
    ['Uống 300 mg.', ['liều 150, 300 và 600 mg'], []],
    ['dung dịch 5%', ['dung dịch 3 hoặc 5% natri clorid'], []],
    ['5 mg', ['dung dịch 3 hoặc 5% natri clorid'], ['5 mg']],
    ['1 000 000 IU', ['cứ 2 hoặc 3 ngày 1 000 000 đvqt'], []],
    ['4 - 10 mg/kg', ['tiêm tĩnh mạch 4 - 10 mg cho 1 kg thể trọng'], []],
    // Ungrounded numbers are reported by findUngroundedNumbers, not here.
    ['Uống 700 microgam.', ['Uống 500 mg/lần.'], []],
  ])('%s', (answer, sources, expected) => {
    expect(findUnitMismatches(answer, sources).map((q) => `${q.number.value} ${q.unit}`)).toEqual(
      expected,
    );
  });
});

describe('findRegimenMismatches', () => {
  it.each([
    ['Uống 1 - 2 g, ba lần mỗi ngày.', ['Liều uống là 1 - 2 g, 3 lần mỗi ngày.'], []],
    ['Uống 1 - 2 g, 3 lần/ngày.', ['Liều uống là 1 - 2 g, 3 lần mỗi ngày.'], []],
    [
      'Uống 1 - 2 g, hai lần mỗi ngày.',
      ['Liều uống là 1 - 2 g, 3 lần mỗi ngày.'],
      ['hai lần mỗi ngày'],
    ],
    ['Uống 2 lần/tuần.', ['Uống 2 lần/ngày.'], ['2 lần/tuần']],
    ['Uống 3 lần/ngày.', ['Uống 3 - 4 lần/ngày.'], []],
    ['500 mg mỗi 12 giờ.', ['500 mg/lần, cách 12 giờ một lần.'], []],
    ['500 mg mỗi 6 giờ.', ['500 mg/lần, cách 12 giờ một lần; tiêm trong 6 phút.'], ['mỗi 6 giờ']],
    ['Cách 8 giờ một lần.', ['Ngày 3 lần, mỗi lần 8 mg.'], ['Cách 8 giờ']],
    // An ungrounded count is findUngroundedNumbers' to report.
    ['Uống 9 lần/ngày.', ['Uống 3 lần/ngày.'], []],
  ])('%s', (answer, sources, expected) => {
    expect(findRegimenMismatches(answer, sources).map((r) => r.text)).toEqual(expected);
  });
});
