import { describe, expect, it } from 'vitest';
import type { PatientParameters } from '@/lib/schema/patient-parameters';
import { readPatientParameters } from '@/lib/retrieval/read-patient-parameters';
import {
  liesAboveEveryBand,
  mayBeChild,
  matchConditions,
  matchUnderLabels,
  readLabelConditions,
  readSentenceBands,
} from './read-sentence-bands';

const at = (v: number) => ({ min: v, max: v, min_inclusive: true, max_inclusive: true });
const renal = (v: number): PatientParameters => ({
  renal: { measure: 'clcr', unit: 'ml/phút', value: at(v) },
});

/** [sentence, patient, the clause texts that fit, the clause texts that exclude] */
const CASES: [string, PatientParameters, string[], string[]][] = [
  [
    'Độ thanh thải creatinin 30 - 50 ml/phút: 5 mg; 10 - 29 ml/phút: 2 mg; dưới 10 ml/phút: 1 mg.',
    renal(20),
    ['10 - 29 ml/phút: 2 mg;'],
    ['Độ thanh thải creatinin 30 - 50 ml/phút: 5 mg;', 'dưới 10 ml/phút: 1 mg.'],
  ],
  [
    // the real book (ACEBUTOLOL): two bands in one clause, joined by "và"
    'Liều acebutolol cần giảm 50% khi mức lọc cầu thận từ 25 - 50 ml/phút và giảm 75% khi mức lọc cầu thận dưới 25 ml/ phút.',
    renal(12),
    ['giảm 75% khi mức lọc cầu thận dưới 25 ml/ phút.'],
    ['Liều acebutolol cần giảm 50% khi mức lọc cầu thận từ 25 - 50 ml/phút'],
  ],
  [
    'Không cần điều chỉnh liều ở người suy gan nhẹ; ở người suy gan nặng, giảm 30% liều.',
    { hepatic: { severity: 'nang', child_pugh: 'C' } },
    ['ở người suy gan nặng, giảm 30% liều.'],
    ['Không cần điều chỉnh liều ở người suy gan nhẹ;'],
  ],
  // an overdose's steps by bleeding grade (ACENOCOUMAROL, first-set batch 90)
  [
    'INR > 8, không có chảy máu: Ngừng acenocoumarol.',
    { inr: at(9.6), bleeding: 'minor' },
    [],
    ['INR > 8, không có chảy máu: Ngừng acenocoumarol.'],
  ],
  [
    'INR > 8, chảy máu nhẹ: Ngừng thuốc.',
    { inr: at(9.6), bleeding: 'minor' },
    ['INR > 8, chảy máu nhẹ: Ngừng thuốc.'],
    [],
  ],
  [
    '5 < INR < 8, không có biểu hiện chảy máu khác ngoài chảy máu lợi hoặc chảy máu cam: Bỏ 1 lần uống.',
    { inr: at(6.5), bleeding: 'gum_nose' },
    [
      '5 < INR < 8, không có biểu hiện chảy máu khác ngoài chảy máu lợi hoặc chảy máu cam: Bỏ 1 lần uống.',
    ],
    [],
  ],
  // no bleeding told: the grade is silent, the INR decides
  [
    'INR > 8, không có chảy máu: Ngừng acenocoumarol.',
    { inr: at(9.6) },
    ['INR > 8, không có chảy máu: Ngừng acenocoumarol.'],
    [],
  ],
  // two grades joined, or a range (ABACAVIR, first-set batch 88)
  [
    'Suy gan vừa và nặng.',
    { hepatic: { severity: 'nang', child_pugh: 'C' } },
    ['Suy gan vừa và nặng.'],
    [],
  ],
  [
    'Suy gan vừa và nặng.',
    { hepatic: { severity: 'nhe', child_pugh: 'A' } },
    [],
    ['Suy gan vừa và nặng.'],
  ],
  [
    'Thận trọng ở người suy gan nhẹ đến nặng.',
    { hepatic: { severity: 'vua', child_pugh: 'B' } },
    ['Thận trọng ở người suy gan nhẹ đến nặng.'],
    [],
  ],
  [
    'Trẻ từ 2 tuổi dùng liều như người lớn; trẻ dưới 2 tuổi dùng nửa liều người lớn.',
    { age_years: at(1.5) },
    ['trẻ dưới 2 tuổi dùng nửa liều người lớn.'],
    ['Trẻ từ 2 tuổi dùng liều như người lớn;'],
  ],
  [
    'Vì vậy tránh dùng cho phụ nữ có thai, đặc biệt là trong 3 tháng đầu và 3 tháng cuối thai kỳ.',
    { pregnancy: { trimester: 3, week: 34 } },
    [
      'Vì vậy tránh dùng cho phụ nữ có thai, đặc biệt là trong 3 tháng đầu và 3 tháng cuối thai kỳ.',
    ],
    [],
  ],
  // DOXYCYCLIN (stop 61's doctor's questions): the second half of pregnancy is a band
  [
    'Các tetracyclin phân bố qua nhau thai; không dùng doxycyclin trong nửa cuối thai kỳ.',
    { pregnancy: { trimester: 1, week: 10 } },
    [],
    ['không dùng doxycyclin trong nửa cuối thai kỳ.'],
  ],
  [
    'Các tetracyclin phân bố qua nhau thai; không dùng doxycyclin trong nửa cuối thai kỳ.',
    { pregnancy: { trimester: 3, week: 30 } },
    ['không dùng doxycyclin trong nửa cuối thai kỳ.'],
    [],
  ],
  [
    'Nếu người bệnh có cân nặng trên 60 kg: 100 mg/lần, ngày uống 3 lần.',
    { weight_kg: at(50) },
    [],
    ['Nếu người bệnh có cân nặng trên 60 kg: 100 mg/lần, ngày uống 3 lần.'],
  ],
  [
    // an age in words, with no digit in the sentence
    'Trẻ từ mười hai tuổi dùng liều như người lớn; trẻ dưới hai tuổi dùng nửa liều người lớn.',
    { age_years: at(1) },
    ['trẻ dưới hai tuổi dùng nửa liều người lớn.'],
    ['Trẻ từ mười hai tuổi dùng liều như người lớn;'],
  ],
  // issue 36 item 4: heart rate, serum creatinine (with its sex), blood pressure
  [
    'Nhịp tim chậm (< 50 lần/phút).',
    { heart_rate: at(45) },
    ['Nhịp tim chậm (< 50 lần/phút).'],
    [],
  ],
  [
    'Nhịp tim chậm (< 50 lần/phút).',
    { heart_rate: at(70) },
    [],
    ['Nhịp tim chậm (< 50 lần/phút).'],
  ],
  // a clearance is no serum creatinine: the band says nothing of it
  ['Creatinin huyết thanh > 1,5 mg/dl.', renal(20), [], []],
  [
    'Creatinin huyết thanh > 1,5 mg/dl ở nam, > 1,4 mg/dl ở nữ.',
    { serum_creatinine_mg_dl: at(1.45), sex: 'male' },
    [],
    ['Creatinin huyết thanh > 1,5 mg/dl ở nam,', '> 1,4 mg/dl ở nữ.'],
  ],
  [
    'Creatinin huyết thanh > 1,5 mg/dl ở nam, > 1,4 mg/dl ở nữ.',
    { serum_creatinine_mg_dl: at(1.45), sex: 'female' },
    ['> 1,4 mg/dl ở nữ.'],
    ['Creatinin huyết thanh > 1,5 mg/dl ở nam,'],
  ],
  [
    // no sex stated: the clause that may be theirs holds (safety first)
    'Creatinin huyết thanh > 1,5 mg/dl ở nam, > 1,4 mg/dl ở nữ.',
    { serum_creatinine_mg_dl: at(1.45) },
    ['> 1,4 mg/dl ở nữ.'],
    ['Creatinin huyết thanh > 1,5 mg/dl ở nam,'],
  ],
  [
    'Creatinin huyết thanh > 1,5 mg/dl ở nam, > 1,4 mg/dl ở nữ.',
    { serum_creatinine_mg_dl: at(2) },
    ['Creatinin huyết thanh > 1,5 mg/dl ở nam,', '> 1,4 mg/dl ở nữ.'],
    [],
  ],
  [
    'Đái tháo đường, thai phụ có huyết áp trên 130/80.',
    { systolic_bp: at(140), diastolic_bp: at(90) },
    ['Đái tháo đường, thai phụ có huyết áp trên 130/80.'],
    [],
  ],
  [
    'Đái tháo đường, thai phụ có huyết áp trên 130/80.',
    { systolic_bp: at(120), diastolic_bp: at(70) },
    [],
    ['Đái tháo đường, thai phụ có huyết áp trên 130/80.'],
  ],
];

describe('readSentenceBands + matchConditions', () => {
  it.each(CASES)('%s', (sentence, patient, fits, excludes) => {
    const clauses = readSentenceBands(sentence);
    const text = (c: { start: number; end: number }) => sentence.slice(c.start, c.end).trim();
    expect(
      clauses.filter((c) => matchConditions(c.conditions, patient) === 'fits').map(text),
    ).toEqual(fits);
    expect(
      clauses.filter((c) => matchConditions(c.conditions, patient) === 'excludes').map(text),
    ).toEqual(excludes);
  });

  it('leaves a sentence without bands whole and silent', () => {
    const clauses = readSentenceBands('Uống vào cùng một giờ mỗi ngày.');
    expect(clauses).toHaveLength(1);
    expect(matchConditions(clauses[0]!.conditions, renal(20))).toBe('silent');
  });

  it('reads population labels as bands: an adult dose does not answer for a child', () => {
    expect(matchConditions(readLabelConditions(['Người lớn']), { age_years: at(8) })).toBe(
      'excludes',
    );
    expect(
      matchConditions(readLabelConditions(['Trẻ em dưới 12 tuổi']), { age_years: at(8) }),
    ).toBe('fits');
    expect(matchConditions(readLabelConditions(['Trẻ em']), { age_years: at(30) })).toBe(
      'excludes',
    );
    expect(matchConditions(readLabelConditions(['Rung nhĩ']), { age_years: at(30) })).toBe(
      'silent',
    );
  });

  it.each([
    ['Người cao tuổi', 70, 'fits'],
    ['Người cao tuổi', 60, 'fits'],
    ['Người cao tuổi', 45, 'excludes'],
    ['Người già', 80, 'fits'],
    // A label that states its own age is read by its numbers, not by the 60 of the law.
    ['Người cao tuổi trên 75 tuổi', 70, 'excludes'],
    ['Trẻ sơ sinh', 5, 'excludes'],
    ['Trẻ sơ sinh', 0.05, 'fits'],
    // DIGOXIN (batch 4): the book bands its newborns by weight, and they are newborns
    ['Sơ sinh > 2,5 kg', 0.83, 'excludes'],
    ['Sơ sinh dưới 1,5 kg', 0.02, 'fits'],
    ['Trẻ sơ sinh cho tới 3 tháng tuổi', 0.2, 'fits'],
    // a label that ends on its population (the real book's ACETAZOLAMID heading)
    ['Glôcôm thứ phát và trước phẫu thuật glôcôm góc đóng thứ phát ở người lớn', 40, 'fits'],
    ['Glôcôm thứ phát và trước phẫu thuật glôcôm góc đóng thứ phát ở người lớn', 8, 'excludes'],
    ['Viêm màng não ở trẻ em', 8, 'fits'],
    ['Viêm màng não ở trẻ em', 40, 'excludes'],
    // only at its end: "ở người lớn tuổi" is not the adult band, a middle mention states nothing
    ['Tăng huyết áp ở người lớn tuổi', 8, 'silent'],
    // a label that opens with its population states it (COTRIMOXAZOL, unseen batch 41)
    ['Ở người lớn có suy thận', 8, 'excludes'],
    ['Ở người lớn và thiếu niên nhiễm HIV', 30, 'fits'],
    ['Ở người lớn và thiếu niên nhiễm HIV', 14, 'fits'],
    ['Ở người lớn và thiếu niên nhiễm HIV', 6, 'excludes'],
  ] as const)('the label %s for a patient of %i → %s', (label, age, verdict) => {
    expect(matchConditions(readLabelConditions([label]), { age_years: at(age) })).toBe(verdict);
  });

  it.each([
    ['Người lớn', 'fits'],
    ['Trẻ em', 'excludes'],
    ['Trẻ em theo diện tích cơ thể', 'excludes'],
    ['Người cao tuổi', 'silent'],
  ] as const)('"người lớn" asked, without an age: the label %s → %s', (label, verdict) => {
    expect(matchConditions(readLabelConditions([label]), { age_group: 'nguoi_lon' })).toBe(verdict);
  });
});

describe('a sex beside a serum creatinine band', () => {
  it('qualifies the band and never fits alone: a man with no creatinine typed is not held', () => {
    const [clause] = readSentenceBands('Creatinin huyết thanh > 1,5 mg/dl ở nam.');
    expect(clause!.conditions.map((c) => c.kind)).toEqual(['numeric', 'sex']);
    expect(matchConditions(clause!.conditions, { sex: 'male' })).toBe('silent');
    expect(matchConditions(clause!.conditions, { sex: 'female' })).toBe('excludes');
  });

  it('is read only beside such a band: "phụ nữ có thai" elsewhere is a population', () => {
    const clauses = readSentenceBands('Phụ nữ có thai; Clcr < 30 ml/phút.');
    expect(clauses.flatMap((c) => c.conditions).map((c) => c.kind)).toEqual(['numeric']);
  });
});

describe('matchUnderLabels', () => {
  it.each([
    // every label of the chain must hold: the neonate's line under "Trẻ em:" is not a 5-year-old's
    [['Trẻ em', 'Trẻ sơ sinh'], { age_years: at(5) }, 'excludes'],
    [['Trẻ em', 'Từ 1 tháng đến 12 tuổi'], { age_years: at(5) }, 'fits'],
    [['Trẻ em', 'Trẻ sơ sinh'], { age_group: 'so_sinh' }, 'fits'],
    // a child of no stated age is among those a child's age label names …
    [['Trẻ em dưới 12 tuổi'], { age_group: 'tre_em' }, 'fits'],
    // … not those of a neonate's band (the real book, CLINDAMYCIN), which still fits a neonate
    [['Trẻ dưới một tháng tuổi'], { age_group: 'tre_em' }, 'silent'],
    [['Trẻ sơ sinh'], { age_group: 'tre_em' }, 'silent'],
    [['Trẻ dưới một tháng tuổi'], { age_group: 'so_sinh' }, 'fits'],
    [['Trẻ sơ sinh cho tới 3 tháng tuổi'], { age_group: 'so_sinh' }, 'fits'],
    // … an adult is not among the elderly
    [['Người cao tuổi'], { age_group: 'nguoi_lon' }, 'silent'],
    [['Phù'], { age_group: 'nguoi_lon' }, 'silent'],
    // a weight no infant has, with no age: the first year's labels are not this patient's
    // (unseen batch 16, DIGOXIN "Sơ sinh > 2,5 kg:" for 68 kg); a child's label may still be
    [['Trẻ sơ sinh'], { weight_kg: at(68) }, 'excludes'],
    [['Trẻ dưới 1 tuổi'], { weight_kg: at(20) }, 'excludes'],
    [['Trẻ sơ sinh'], { weight_kg: at(3) }, 'silent'],
    [['Trẻ em dưới 12 tuổi'], { weight_kg: at(30) }, 'silent'],
  ] as const)('%j for %j → %s', (labels, patient, verdict) => {
    expect(matchUnderLabels(labels, [], patient as PatientParameters)).toBe(verdict);
  });

  it('keeps an age inside the sentence a condition a child of no stated age may not meet', () => {
    const [clause] = readSentenceBands('Trẻ em dưới 12 tuổi, do chưa có dữ liệu về an toàn.');
    expect(matchUnderLabels([], clause!.conditions, { age_group: 'tre_em' })).toBe('silent');
  });
});

describe('mayBeChild', () => {
  const open = { min_inclusive: false, max_inclusive: false };
  it.each([
    ['a newborn', { age_group: 'so_sinh' }, true],
    ['a child of no age', { age_group: 'tre_em' }, true],
    [
      'a child of 4',
      { age_years: { min: 4, max: 4, min_inclusive: true, max_inclusive: true } },
      true,
    ],
    // "trẻ dưới 5 tuổi": no lower bound. Measured: read as no child, "Liều aciclovir cho trẻ
    // dưới 5 tuổi bị thủy đậu?" led with the adult's "Thủy đậu: 800 mg/lần …" (locked).
    ['a child under 5', { age_years: { min: null, max: 5, ...open } }, true],
    ['an adult', { age_group: 'nguoi_lon' }, false],
    ['over 60', { age_years: { min: 60, max: null, ...open } }, false],
    ['no age at all', {}, false],
  ] as [string, PatientParameters, boolean][])('%s: %s', (_, patient, child) => {
    expect(mayBeChild(patient)).toBe(child);
  });
});

describe('liesAboveEveryBand', () => {
  const ENOXAPARIN_RENAL = [
    'Liều dùng trong suy thận: Cần cẩn thận theo dõi khi dùng enoxaparin cho người bị suy thận nhẹ và vừa.',
    'Suy thận nặng (độ thanh thải creatinin < 30 ml/phút): 1 mg/kg, ngày một lần.',
  ];
  const TWO_BANDS = [
    'Clcr 30 - 50 ml/phút: 500 mg mỗi 24 giờ; Clcr 10 - 29 ml/phút: 250 mg mỗi 24 giờ.',
  ];
  const LIGHT = ['Người nhẹ cân (nữ < 45 kg, nam < 57 kg): có thể phải giảm liều.'];
  const OLD_AND_YOUNG = [
    'Người bệnh trên 75 tuổi: 0,75 mg/kg.',
    'Trẻ em dưới 18 tuổi: chưa xác định.',
  ];
  it.each<[string, string, readonly string[], boolean]>([
    ['a clearance above the only band', 'BN 64t, Clcr 72, liều?', ENOXAPARIN_RENAL, true],
    ['a clearance inside it', 'Clcr 25 liều?', ENOXAPARIN_RENAL, false],
    [
      'a band that holds the weight is not read',
      'nặng 82 kg',
      [...LIGHT, 'Dựa trên cân nặng tới 144 kg.'],
      true,
    ],
    ['on its bound, the band open there', 'Clcr 30 liều?', ENOXAPARIN_RENAL, true],
    ['above both bands of a sentence', 'Clcr 85 ml/phút', TWO_BANDS, true],
    [
      'between the bands is not above them',
      'Clcr 55',
      [...TWO_BANDS, 'Clcr 60 - 80 ml/phút: 750 mg.'],
      false,
    ],
    ['under every band', 'Clcr 5', TWO_BANDS, false],
    ['a weight above a light-weight band', 'nặng 82 kg', LIGHT, true],
    ['a weight inside it', 'nữ nặng 42 kg', LIGHT, false],
    ['no band of the quantity printed', 'Clcr 72', LIGHT, false],
    ['no value of the quantity told', 'BN 64 tuổi', ENOXAPARIN_RENAL, false],
    // an adult outside the child's and the older patient's age bands is the unbanded lines'
    // patient (unseen batch 30); a child or an older patient is not
    ['an adult under an over-75 band', 'BN nữ 72 tuổi liều?', OLD_AND_YOUNG, true],
    // (a band that holds the age is the judge's: a line that fits is answered before this)
    ['an adult inside the over-75 band', 'BN 80 tuổi liều?', OLD_AND_YOUNG, true],
    ['a child outside a child band', 'bé 14 tuổi liều?', ['Trẻ em dưới 12 tuổi: 1 mg/kg.'], false],
    ['a kidney patient whose age is context', 'BN 72 tuổi Clcr 20 liều?', OLD_AND_YOUNG, false],
  ])('%s', (_, question, sentences, want) => {
    expect(liesAboveEveryBand(readPatientParameters(question), sentences)).toBe(want);
  });
});
