import { describe, expect, it } from 'vitest';
import { findNumericBands } from './find-numeric-bands';

const open = null;
/** [text, quantity, min, max, minInclusive, maxInclusive] of the first band found. */
const CASES: [string, string, number | null, number | null, boolean, boolean][] = [
  // a child's age in months or weeks, bounded after the child's word, with no "tuổi" (unseen
  // batch 26)
  ['Nghiên cứu cho thấy trẻ < 24 tháng dùng 0,2 mg/kg/ngày', 'age_years', open, 2, false, false],
  ['trẻ sơ sinh dưới 4 tuần', 'age_years', open, 28 / 365.25, false, false],
  ['trẻ ≥ 6 tháng: 10 mg/kg', 'age_years', 0.5, open, true, false],
  // the sample book's renal clauses and the real book's forms (../shared/realdata)
  ['Độ thanh thải creatinin 30 - 50 ml/phút: 250 mg', 'renal_function', 30, 50, true, true],
  ['dưới 10 ml/phút: dùng sau thẩm tách máu', 'renal_function', open, 10, false, false],
  ['Clcr< 20 ml/phút', 'renal_function', open, 20, false, false],
  ['Clcr: 10 - 50 ml/phút: Dùng thuốc mỗi 12 giờ', 'renal_function', 10, 50, true, true],
  ['giảm 50% khi mức lọc cầu thận từ 25 - 50 ml/phút', 'renal_function', 25, 50, true, true],
  ['mức lọc cầu thận dưới 25 ml/ phút', 'renal_function', open, 25, false, false],
  ['eGFR 30–44 ml/phút/1,73 m²', 'renal_function', 30, 44, true, true],
  ['Từ 45 đến 59 ml/phút', 'renal_function', 45, 59, true, true],
  // "vượt quá" is "trên", "không vượt quá" "tối đa" (unseen batch 40, COLCHICIN)
  ['người có thanh thải creatinin vượt quá 50 ml/phút', 'renal_function', 50, open, false, false],
  ['Clcr không vượt quá 30 ml/phút', 'renal_function', open, 30, false, true],
  ['≥ 7 tuổi: 200 mg/lần', 'age_years', 7, open, true, false],
  ['2 tuổi hoặc trên 2 tuổi: Liều như người lớn', 'age_years', 2, open, true, false],
  ['6 tuổi và trên 6 tuổi: 800 mg/lần', 'age_years', 6, open, true, false],
  ['Dưới 2 tuổi: dùng 1/2 liều người lớn', 'age_years', open, 2, false, false],
  // "năm" closing a range opened in months (unseen batch 11, DIGOXIN)
  ['Trẻ em 1 tháng đến 2 năm: Ban đầu 45 microgam/kg', 'age_years', 1 / 12, 2, true, true],
  // a child's band opened from below ends where childhood does (unseen batch 9, COLCHICIN)
  ['Trẻ từ 10 tuổi: khởi đầu 500 mg', 'age_years', 10, 18, true, false],
  ['1,5 mg/ngày cho trẻ trên 10 tuổi', 'age_years', 10, 18, false, false],
  ['Trẻ em ít nhất từ 2 tháng tuổi trở lên: 8 mg', 'age_years', 2 / 12, 18, true, false],
  ['Người lớn và trẻ em trên 12 tuổi: 10 mg', 'age_years', 12, open, false, false],
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
  // "(cho) tới/đến N" after a population or at a band's start: an upper bound (the real book,
  // ACICLOVIR: "Trẻ sơ sinh cho tới 3 tháng tuổi:")
  ['Trẻ sơ sinh cho tới 3 tháng tuổi: Nhiễm HSV', 'age_years', open, 0.25, false, true],
  // "tôi" (I) folds to "tới" (up to): the writer's own age (first-set batch 154)
  ['Tôi 35 tuổi bị thủy đậu', 'age_years', 35, 35, true, true],
  ['Tới 12 tuổi: 5 mg/kg', 'age_years', open, 12, false, true],
  // "mới" (only) is no "mỗi" (per): the child's age (first-set batch 154)
  ['bé mới 3 tuổi, ho nhiều', 'age_years', 3, 3, true, true],
  ['Trẻ em đến 12 tuổi: 10 mg/kg', 'age_years', open, 12, false, true],
  ['Đến 40 kg: 15 mg/kg/ngày', 'weight_kg', open, 40, false, true],
  ['người bệnh tới 60 kg', 'weight_kg', open, 60, false, true],
  ['Từ 1 tháng đến 12 tuổi: Uống 1 - 3 mg/kg/ngày', 'age_years', 1 / 12, 12, true, true],
  ['trẻ từ 1 tháng tuổi tới 18 tuổi', 'age_years', 1 / 12, 18, true, true],
  // "N <unit> hoặc <comparative>": inclusive bound (the real book, ACARBOSE: "60 kg hoặc nhẹ hơn")
  ['Nếu cân nặng người bệnh là 60 kg hoặc nhẹ hơn: 50 mg/lần', 'weight_kg', open, 60, false, true],
  ['trẻ 2 tuổi hoặc nhỏ hơn', 'age_years', open, 2, false, true],
  ['Clcr 30 ml/phút hoặc thấp hơn', 'renal_function', open, 30, false, true],
  ['10 ml/phút hoặc ít hơn', 'renal_function', open, 10, false, true],
  ['người bệnh 80 kg hoặc nặng hơn', 'weight_kg', 80, open, true, false],
  ['50 ml/phút hoặc cao hơn', 'renal_function', 50, open, true, false],
  ['12 tuổi hoặc lớn hơn', 'age_years', 12, open, true, false],
  ['40 kg hoặc nhiều hơn', 'weight_kg', 40, open, true, false],
  // numbers written as words (the real book, CLINDAMYCIN: "Trẻ dưới một tháng tuổi:")
  ['Trẻ dưới một tháng tuổi: 15 - 20 mg/kg/ngày', 'age_years', open, 1 / 12, false, false],
  ['trẻ hai tuổi', 'age_years', 2, 2, true, true],
  ['Trẻ em trên mười hai tuổi', 'age_years', 12, 18, false, false],
  ['trẻ mười lăm tuổi', 'age_years', 15, 15, true, true],
  ['người hai mươi mốt tuổi', 'age_years', 21, 21, true, true],
  ['từ hai đến mười tuổi', 'age_years', 2, 10, true, true],
  ['trẻ dưới bảy ngày tuổi', 'age_years', open, 7 / 365.25, false, false],
  ['Trẻ sáu tuổi và trên sáu tuổi', 'age_years', 6, 18, true, false],
  ['trẻ mười năm tuổi', 'age_years', 10, 10, true, true],
  // heart rate (issue 36 item 4): named by the heart word before the number, not by the unit
  ['Nhịp tim chậm (< 50 lần/phút).', 'heart_rate', open, 50, false, false],
  ['tần số tim dưới 60 nhịp/phút', 'heart_rate', open, 60, false, false],
  ['mạch < 50 lần/phút', 'heart_rate', open, 50, false, false],
  // the real book: "/phút" alone, and a limit given as a range after "dưới"
  ['Suy thất trái nặng. Nhịp tim chậm < 50/phút.', 'heart_rate', open, 50, false, false],
  ['nhịp tim chậm (dưới 45 - 50 nhịp/phút), huyết áp thấp', 'heart_rate', open, 50, false, false],
  ['nhịp tim từ 50 - 60 lần/phút', 'heart_rate', 50, 60, true, true],
  // serum creatinine, in mg/dl whatever the unit (µmol/l ÷ 88.4)
  [
    'Creatinin huyết thanh > 2 mg/dl: Không nên dùng acarbose.',
    'serum_creatinine_mg_dl',
    2,
    open,
    false,
    false,
  ],
  ['creatinin huyết thanh > 1,5 mg/dl', 'serum_creatinine_mg_dl', 1.5, open, false, false],
  ['creatinin máu ≥ 133 micromol/lít', 'serum_creatinine_mg_dl', 133 / 88.4, open, true, false],
  [
    'creatinin huyết tương trên 180 µmol/l',
    'serum_creatinine_mg_dl',
    180 / 88.4,
    open,
    false,
    false,
  ],
  [
    'Nồng độ creatinin từ 1,6 - 2,5 mg/dl: 66 - 150 mg/lần',
    'serum_creatinine_mg_dl',
    1.6,
    2.5,
    true,
    true,
  ],
  // a range whose dash was lost, after "từ" (unseen batches 143 and 144, COLISTIN's text)
  [
    'Nồng độ creatinin từ 1,6 2,5 mg/dl: 66 150 mg/lần',
    'serum_creatinine_mg_dl',
    1.6,
    2.5,
    true,
    true,
  ],
  // blood pressure: "A/B" reads the systolic (the real book, EPINEPHRIN)
  ['thai phụ có huyết áp trên 130/80, (trừ trường hợp', 'systolic_bp', 130, open, false, false],
  ['Giảm huyết áp nặng (huyết áp tâm thu < 90 mmHg).', 'systolic_bp', open, 90, false, false],
  ['Hạ huyết áp (huyết áp tâm thu dưới 90 mmHg)', 'systolic_bp', open, 90, false, false],
  ['huyết áp tâm trương > 110 mmHg', 'diastolic_bp', 110, open, false, false],
  ['tăng huyết áp (≥ 160/100 mmHg)', 'systolic_bp', 160, open, true, false],
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
    'trẻ dùng trong 3 tháng',
    'tăng lên 10 mg/ngày sau 1 - 2 tuần',
    // "năm" alone is a duration unless a range opened in months
    'điều trị duy trì trong 1 - 2 năm',
    'Đánh giá lại HbA1c sau 3 tháng',
    // "đến"/"tới" elsewhere, and folded words that are not numbers ("sau" is "after", not "sáu")
    'tăng dần liều cho tới 25 mg/lần',
    'Nếu có tổn thương thần kinh, kéo dài tới 21 ngày',
    'dùng sau tuổi dậy thì',
    'bệnh nhân nam tuổi trung niên',
    'trong ba tháng đầu thai kỳ',
    'uống hai lần mỗi ngày',
    // a breathing rate, a change of rate, a vein: no heart rate
    'nhịp thở < 10 lần/phút',
    'tần số thở dưới 12 lần/phút',
    'nhịp tim giảm 10 - 20 nhịp/phút',
    'tiêm tĩnh mạch chậm, 10 lần/phút',
    // mg/dl not named a creatinine is a drug level or a glucose; a clearance is not a serum value
    'glucose huyết lúc đói trên 250 mg/dl',
    'nồng độ thuốc trong huyết thanh > 2 mg/dl',
    // targets and changes of blood pressure, and a pressure that is not the blood's
    'phải hạ huyết áp tâm thu dưới 100 mmHg nếu dung nạp được',
    'huyết áp giảm 10 - 20 mmHg',
    'áp lực tưới máu thận dưới 70 mmHg',
    'tăng huyết áp trong 2 năm',
  ])('reads no band in "%s"', (text) => {
    expect(findNumericBands(text)).toEqual([]);
  });

  it('a renal band in ml/phút stays renal beside a heart rate', () => {
    const text = 'Clcr < 30 ml/phút hoặc nhịp tim < 50 lần/phút';
    expect(findNumericBands(text).map((b) => [b.quantity, text.slice(b.start, b.end)])).toEqual([
      ['renal_function', '< 30 ml/phút'],
      ['heart_rate', '< 50 lần/phút'],
    ]);
  });

  it("a second creatinine band goes on the first one's name, each with its own sex", () => {
    const text = 'Creatinin huyết thanh > 1,5 mg/dl ở nam, > 1,4 mg/dl ở nữ.';
    expect(findNumericBands(text).map((b) => [b.quantity, b.interval.min])).toEqual([
      ['serum_creatinine_mg_dl', 1.5],
      ['serum_creatinine_mg_dl', 1.4],
    ]);
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
