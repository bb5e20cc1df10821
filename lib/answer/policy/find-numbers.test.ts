import { describe, expect, it } from 'vitest';
import { findNumbers, readNumeral, sameNumber } from './find-numbers';

/** value list, with `~` after an ambiguous one. */
function summarise(text: string): string[] {
  return findNumbers(text).map((n) => (n.ambiguous ? `${n.value}~` : n.value));
}

describe('findNumbers: how the book writes numbers', () => {
  it.each([
    // Integers and the book's decimal comma.
    ['Viên nén 25 mg; 50 mg; 100 mg.', ['25', '50', '100']],
    ['Clindamycin 1 mg tương ứng với 1,1 g clindamycin hydroclorid', ['1', '1.1']],
    ['liều tối thiểu của dạng palmitat là 37,5 mg, 3 lần/ngày', ['37.5', '3']],
    ['truyền tĩnh mạch 12,5 g natri thiosulfat', ['12.5']],
    ['Acetylcystein 5%, hypromelose 0,35%.', ['5', '0.35']],
    ['nồng độ kali huyết 5,0 mEq/lit', ['5']],
    ['liều 0,425 mg/kg', ['0.425']],
    ['trailing zeros: 0,50 mg', ['0.5']],
    // Thousands by space, the book's notation.
    ['không được vượt quá 1 200 mg trong 1 giờ', ['1200', '1']],
    ['cứ 2 hoặc 3 ngày 1 000 000 đvqt', ['2', '3', '1000000']],
    ['liều tối ưu từ 375 mg đến 1 000 mg/ngày', ['375', '1000']],
    ['thousands with a no-break space already normalised: 2 000 ml', ['2000']],
    ['1 234,5 mg', ['1234.5']],
    // Thousands by dot.
    ['1.000.000 đvqt', ['1000000']],
    ['1.000,5 mg', ['1000.5']],
    // Ranges: each end is a number; a hyphen is never a sign.
    ['Uống 250 - 500 mg/lần', ['250', '500']],
    ['Uống 250–500 mg/lần', ['250', '500']],
    ['Clcr 30-50 ml/phút: 500 mg mỗi 12 giờ', ['30', '50', '500', '12']],
    ['truyền liên tục 0,75 đến 1,25 mg/phút', ['0.75', '1.25']],
    ['cách 18 - 24 giờ một lần', ['18', '24', '1']],
    // Lists: a comma followed by a space separates.
    ['liều 150, 300 và 600 mg (tính theo clindamycin)', ['150', '300', '600']],
    // Fractions.
    ['chỉ bằng 1/2 tới 3/4 liều người lớn', ['1/2', '3/4']],
    ['Ít gặp, 1/1 000 < ADR < 1/100', ['1/1000', '1/100']],
    ['adrenalin (0,3 - 0,5 ml dung dịch 1/1 000)', ['0.3', '0.5', '1/1000']],
    // A slash after a unit is a rate, not a fraction.
    ['Cốm pha dung dịch uống: 75 mg/5 ml', ['75', '5']],
    ['Trên 1 000/mm3 trong 3 ngày liên tiếp', ['1000', '3']],
    // Exponents and names are not numbers.
    ['300 - 900 mg/m2 diện tích bề mặt cơ thể', ['300', '900']],
    ['ml/phút/1,73 m2', ['1.73']],
    ['vitamin K1, CYP3A4, HbA1c, beta2', []],
    // A power is one number: its exponent is part of it, never a number of its own.
    ['Số lượng bạch cầu 10^9/lít', ['10^9']],
    ['bạch cầu trung tính dưới 1,5 × 10⁹/l', ['1.5', '10^9']],
    ['1 × 10⁻³ mol', ['1', '10^-3']],
    // Raised glyphs after a letter (issue 14: extraction now keeps "m²" whole).
    ['Trẻ em: Uống 300 - 900 mg/m² diện tích bề mặt cơ thể/ngày', ['300', '900']],
    ['1,73 m²', ['1.73']],
    ['30 mg/ngày¹, chia 2 lần', ['30', '2']],
    ['vitamin B₁₂ 1 000 microgam', ['1000']],
    // Units glued to the number still leave the number.
    ['125mg ngày 1 lần', ['125', '1']],
    ['≥ 14 kg - 21 kg', ['14', '21']],
    // Comparison signs and percent.
    ['>10 %: Khô da, ngứa', ['10']],
    ['INR từ 2,5 đến 3,5', ['2.5', '3.5']],
    // Sentence-final dot is punctuation.
    ['Uống 250 mg.', ['250']],
    ['1 000.', ['1000']],
    // Ambiguous: one separator and three digits after a non-zero group.
    ['1.500 mg', ['1.5~']],
    ['1,500 mg', ['1.5~']],
    ['12.500 đvqt', ['12.5~']],
    ['0.425 mg', ['0.425']],
    ['0.5 mg (English decimal point)', ['0.5']],
    ['1.25 mg', ['1.25']],
    ['1,000,000 IU', ['1,000,000~']],
    ['1.2.3 numbering', ['1.2.3~']],
    // Numbers as words, only before a counting word.
    ['Uống hai lần mỗi ngày, mỗi lần nửa viên.', ['2', '0.5']],
    ['cách 6 giờ một lần', ['6', '1']],
    ['Mười hai giờ một lần', ['12', '1']],
    ['Một số người bệnh cần ba tháng điều trị', ['3']],
    ['năm 2018', ['2018']],
    ['không có hai', []],
  ])('%s', (text, expected) => {
    expect(summarise(text)).toEqual(expected);
  });

  it('keeps offsets that slice back to the raw text', () => {
    const text = 'Người lớn: 1 000 000 đvqt, rồi 0,5 - 1 g/ngày; tỉ lệ 1/100.';
    for (const n of findNumbers(text)) expect(text.slice(n.start, n.end)).toBe(n.raw);
    expect(findNumbers(text).map((n) => n.raw)).toEqual(['1 000 000', '0,5', '1', '1/100']);
  });

  it('labels kinds', () => {
    expect(findNumbers('3 lần, 0,5 mg, 1/2 viên').map((n) => n.kind)).toEqual([
      'integer',
      'decimal',
      'fraction',
    ]);
  });
});

describe('readNumeral', () => {
  it.each([
    ['007', '7', false],
    ['0,425', '0.425', false],
    ['1 000', '1000', false],
    ['1.000', '1', true],
    ['1,000', '1', true],
    ['1000,5', '1000.5', false],
    ['1000.500', '1000.5', false],
  ])('%s → %s (ambiguous %s)', (raw, value, ambiguous) => {
    expect(readNumeral(raw)).toMatchObject({ value, ambiguous });
  });
});

describe('sameNumber', () => {
  const one = (text: string) => {
    const [n] = findNumbers(text);
    if (!n) throw new Error(`find-numbers.test: no number in "${text}"`);
    return n;
  };
  it.each([
    ['0,5', '0.5', true],
    ['0,425', '0.425', true],
    ['0,425', '0,42', false],
    ['1 000', '1000', true],
    ['1 000 000', '1.000.000', true],
    ['5,0', '5', true],
    ['1/2', '0,5', false],
    ['1/2', '1/2', true],
    // In doubt, different: 1.000 may be one or a thousand.
    ['1.000', '1 000', false],
    ['1.000', '1', false],
    ['1,500', '1,5', false],
    ['1.500', '1.500', true],
    ['hai lần', '2', true],
    ['nửa viên', '0,5', true],
    ['ba lần', '2', false],
    ['10⁹', '10^9', true],
    ['10⁹', '10⁶', false],
  ])('%s vs %s → %s', (a, b, expected) => {
    expect(sameNumber(one(a), one(b))).toBe(expected);
    expect(sameNumber(one(b), one(a))).toBe(expected);
  });
});
