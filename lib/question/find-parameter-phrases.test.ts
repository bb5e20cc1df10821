import { describe, expect, it } from 'vitest';
import type { PatientParameters } from '@/lib/schema/patient-parameters';
import { foldAligned, findParameterPhrases, findUnreadParameters } from './find-parameter-phrases';

const point = (v: number) => ({ min: v, max: v, min_inclusive: true, max_inclusive: true });

describe('findParameterPhrases', () => {
  it.each([
    [
      'Liều gentamicin cho bệnh nhân nam 75 tuổi, 60 kg, Clcr 30 ml/phút?',
      {
        renal: 'Clcr 30 ml/phút',
        age_years: '75 tuổi',
        weight_kg: '60 kg',
        sex: 'bệnh nhân nam',
      },
    ],
    [
      'Liều vancomycin, eGFR 40 ml/phút/1,73 m², creatinin huyết thanh 180 µmol/l',
      {
        renal: 'eGFR 40 ml/phút/1,73 m²',
        serum_creatinine: 'creatinin huyết thanh 180 µmol/l',
      },
    ],
    [
      'Phụ nữ có thai 8 tuần, cho con bú, suy gan Child-Pugh B, thẩm tách máu',
      {
        sex: 'Phụ nữ',
        pregnancy: 'có thai 8 tuần',
        lactation: 'cho con bú',
        hepatic: 'suy gan Child-Pugh B',
        dialysis: 'thẩm tách máu',
      },
    ],
    ['thai 8 tuần dùng được không', { pregnancy: 'thai 8 tuần' }],
    [
      'độ thanh thải creatinin là 25 ml/phút, cân nặng 48,5 kg',
      { renal: 'độ thanh thải creatinin là 25 ml/phút', weight_kg: 'cân nặng 48,5 kg' },
    ],
    ['Clcr < 30', { renal: 'Clcr < 30' }],
    // A dose per kilogram is no weight; "năm" (a year) is no man; "ba" (three) no woman.
    ['liều 15 mg/kg trong năm ngày, ba lần', {}],
  ])('%s', (text, expected) => {
    const found = Object.fromEntries(findParameterPhrases(text).map((p) => [p.param, p.phrase]));
    expect(found).toEqual(expected);
  });

  it('gives offsets into the text as written', () => {
    const text = 'Ông 75 tuổi, Clcr 30 ml/phút';
    for (const p of findParameterPhrases(text)) expect(text.slice(p.start, p.end)).toBe(p.phrase);
  });
});

describe('foldAligned', () => {
  it('keeps one folded unit per unit of the text', () => {
    for (const text of [
      'Thẩm tách máu',
      'creatinin 180 µmol/l',
      'eGFR 40 ml/phút/1,73 m²',
      'Đ 😀 ư',
    ])
      expect(foldAligned(text)).toHaveLength(text.length);
  });
});

describe('findUnreadParameters', () => {
  it.each<[string, Partial<PatientParameters>, { param: string; phrase: string }[]]>([
    ['Clcr 30 ml/phút', { renal: { measure: 'clcr', unit: 'ml/phút', value: point(30) } }, []],
    [
      'Liều gentamicin khi creatinin máu 2,1, Clcr khoảng ba mươi?',
      { serum_creatinine: 'creatinin máu 2,1' },
      [
        { param: 'renal', phrase: 'Clcr khoảng ba mươi' },
        { param: 'serum_creatinine', phrase: 'creatinin máu 2,1' },
      ],
    ],
    ['điểm Child-Pugh chưa rõ', {}, [{ param: 'hepatic', phrase: 'Child-Pugh' }]],
    ['suy gan Child-Pugh B', { hepatic: { severity: 'vua', child_pugh: 'B' } }, []],
    // Named without a value: a topic, not a value missed.
    ['Chỉnh liều theo eGFR thế nào?', {}, []],
    // An age the reader left alone is not called unread (a band asked about, not the patient).
    ['trẻ em trên 40 kg', {}, []],
  ])('%s', (text, patient, expected) => {
    expect(findUnreadParameters(text, patient)).toEqual(expected);
  });
});
