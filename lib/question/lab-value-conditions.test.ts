import { describe, expect, it } from 'vitest';
import { foldWords } from '@/lib/text/fold-diacritics';
import { readLabValues } from './lab-value-conditions';

describe('readLabValues', () => {
  it.each<[string, string | null, number | null, string[]]>([
    // question, analyte, value, book phrases
    [
      'K+ máu 2,2 mmol/l',
      'potassium',
      2.2,
      ['ha kali', 'giam kali', 'mat can bang dien giai', 'roi loan dien giai'],
    ],
    [
      'kali huyết thanh 6,1 mmol/L',
      'potassium',
      6.1,
      ['tang kali', 'mat can bang dien giai', 'roi loan dien giai'],
    ],
    ['K+ 4 mmol/l', 'potassium', 4, []],
    // when it was taken, between the name and the value (first-set batch 127)
    [
      'Sodium this morning 134 mmol/L (was 137 yesterday)',
      'sodium',
      134,
      ['ha natri', 'giam natri', 'mat can bang dien giai', 'roi loan dien giai'],
    ],
    // a lab report's unit-less sodium (first-set batch 123)
    [
      'xét nghiệm hôm qua natri máu 156',
      'sodium',
      156,
      ['tang natri', 'mat can bang dien giai', 'roi loan dien giai'],
    ],
    // as a relative repeats it (first-set batch 141)
    [
      'bác sĩ nói natri trong máu chỉ còn 124, thấp lắm',
      'sodium',
      124,
      ['ha natri', 'giam natri', 'mat can bang dien giai', 'roi loan dien giai'],
    ],
    // a panel's bare "Na 126" (first-set batch 146); a number out of a sodium's range is none
    [
      'XN: Na 126, K 4,0, creatinin 88 µmol/L',
      'sodium',
      126,
      ['ha natri', 'giam natri', 'mat can bang dien giai', 'roi loan dien giai'],
    ],
    ['uống na 2 viên', null, null, []],
    // first-set batch 111: a lab report's aminotransferase with no unit; a ratio is no activity
    [
      'men gan ALT 128, bác sĩ bảo cao gấp 3 lần',
      'aminotransferase',
      128,
      ['tang enzym gan', 'tang transaminase', 'tang aminotransferase'],
    ],
    ['ALT tăng gấp 3 lần', null, null, []],
    // first-set batch 112: a range read over several measures, both ends low; one straddling
    // the limit names nothing
    ['đo đường máu chỉ 2,6 - 2,8 mmol/L', 'glucose', 2.6, ['ha duong huyet', 'ha glucose']],
    ['kali 3,4 - 3,6 mmol/l', 'potassium', 3.4, []],
    // a serum creatinine of 4 mg/dl or more is severe kidney failure; the value it moved to
    // counts, its unit after it (first-set batch 114)
    ['creatinine up from 1.0 to 4.9 mg/dL in five days', 'creatinine', 4.9, ['suy than nang']],
    ['creatinin từ 0,9 lên 1,9 mg/dl', 'creatinine', 1.9, []],
    [
      'Na 128 mmol/l',
      'sodium',
      128,
      ['ha natri', 'giam natri', 'mat can bang dien giai', 'roi loan dien giai'],
    ],
    ['đường huyết 3,1 mmol/l', 'glucose', 3.1, ['ha duong huyet', 'ha glucose']],
    // the sample's kind between (first-set batch 90)
    ['glucose mao mạch 2,9 mmol/L', 'glucose', 2.9, ['ha duong huyet', 'ha glucose']],
    ['glucose vẫn 3,3 mmol/L', 'glucose', 3.3, ['ha duong huyet', 'ha glucose']],
    // an electrolyte out of range, a low bicarbonate, a high lactate (first-set batches 91-92)
    [
      'Mg máu 0,42 mmol/L',
      'magnesium',
      0.42,
      ['ha magnesi', 'giam magnesi', 'mat can bang dien giai', 'roi loan dien giai'],
    ],
    [
      'bicarbonate 10 mmol/L',
      'bicarbonate',
      10,
      ['toan chuyen hoa', 'nhiem toan chuyen hoa', 'nhiem acid chuyen hoa'],
    ],
    [
      'lactate 8.5 mmol/L',
      'lactate',
      8.5,
      ['toan chuyen hoa', 'nhiem toan chuyen hoa', 'nhiem acid chuyen hoa'],
    ],
    // a blood level with no unit, and a count that is none (first-set batch 91)
    ['giữa các cơn kali máu 4,0, bs muốn', 'potassium', 4, []],
    // a high fever (first-set batch 88)
    ['temperature 39.5 °C', 'temperature', 39.5, ['sot cao']],
    ['sốt 39,5 độ', 'temperature', 39.5, ['sot cao']],
    ['sốt 38 độ', 'temperature', 38, []],
    ['tiểu cầu 60 G/l', 'platelets', 60, ['giam tieu cau']],
    // the period before the number (unseen batch 17); a bare "ml" needs it
    ['nuoc tieu 24h chi 50 ml', 'urine_output', 50, ['vo nieu']],
    ['nước tiểu 50 ml', null, null, []],
    ['tiểu cầu 60000/mm3', 'platelets', 60, ['giam tieu cau']],
    // a ratio needs no unit (unseen batch 34); within the warfarin range it is no disorder
    ['INR 7,8, chảy máu chân răng', 'inr', 7.8, ['loan dong mau', 'roi loan dong mau']],
    ['INR 2,5', 'inr', 2.5, []],
    ['BCĐNTT tụt còn 0,3 G/L', 'neutrophils', 0.3, ['giam bach cau trung tinh']],
    // told in English with its verb (unseen batch 72)
    ['his ANC dropped to 300/mm3 with fever', 'neutrophils', 0.3, ['giam bach cau trung tinh']],
    ['platelets of 85 G/L', 'platelets', 85, ['giam tieu cau']],
    ['PaCO2 70 mmHg', 'paco2', 70, ['suy ho hap']],
    ['SpO2 85%', 'spo2', 85, ['suy ho hap']],
    ['SpO2 97%', 'spo2', 97, []],
    // aminotransferases over the usual upper limit, methaemoglobin (first-set batch 78)
    [
      'ALT 150 U/L, AST 120 U/L',
      'alt',
      150,
      ['tang enzym gan', 'tang transaminase', 'tang aminotransferase'],
    ],
    ['ALT 25 U/L', 'alt', 25, []],
    ['fibrinogen 0,9 g/L', 'fibrinogen', 0.9, ['roi loan dong mau', 'loan dong mau']],
    [
      'TSH 62 mUI/L, FT4 thấp',
      'tsh',
      62,
      ['suy giap', 'nhuoc giap', 'nhuoc nang giap', 'thieu nang giap'],
    ],
    ['TSH 2,1 mUI/L', 'tsh', 2.1, []],
    // bare, as the ward writes it (first-set batch 153)
    [
      'stopped levothyroxine, TSH 48, FT4 low',
      'tsh',
      48,
      ['suy giap', 'nhuoc giap', 'nhuoc nang giap', 'thieu nang giap'],
    ],
    [
      'pH 7,15, ceton mau 5,2 mmol/L',
      'ketones',
      5.2,
      ['nhiem toan the ceton', 'nhiem toan ceton', 'nhiem acid ceton'],
    ],
    [
      'MetHb 38% do ngộ độc nitrit',
      'methemoglobin',
      38,
      ['methemoglobin huyet', 'methemoglobin mau'],
    ],
    // an ejection fraction (unseen batch 54)
    [
      'suy tim EF 20%, sung huyết phổi',
      'ejection_fraction',
      20,
      ['suy that trai nang', 'suy tim nang', 'benh tim nang'],
    ],
    ['EF 55%', 'ejection_fraction', 55, []],
    // a mean cell volume (unseen batch 62)
    [
      'Hb 8,2 g/dl, MCV 121 fL',
      'mcv',
      121,
      ['hong cau khong lo', 'thieu mau nguyen hong cau khong lo'],
    ],
    ['MCV 88 fL', 'mcv', 88, []],
    // a coma score (unseen batch 52)
    ['hiện GCS 8 điểm, thở chậm', 'gcs', 8, ['hon me']],
    ['GCS 14', 'gcs', 14, []],
    // a measure that moved is the value it moved to (unseen batch 12)
    ['tiểu cầu từ 240 G/L tụt xuống 85 G/L', 'platelets', 85, ['giam tieu cau']],
    ['tiểu cầu 120 G/L giảm xuống còn 60', 'platelets', 60, ['giam tieu cau']],
    [
      'kali máu tăng lên 6,2 mmol/l',
      'potassium',
      6.2,
      ['tang kali', 'mat can bang dien giai', 'roi loan dien giai'],
    ],
    // risen "lên tới" a value (first-set batch 104)
    [
      'kali máu lên tới 6,1, cao quá mức',
      'potassium',
      6.1,
      ['tang kali', 'mat can bang dien giai', 'roi loan dien giai'],
    ],
    ['tiểu cầu 240 G/L', 'platelets', 240, []],
    // no unit: not read (a grade, a count, a dose)
    ['K 3', null, null, []],
    ['kali 2', null, null, []],
  ])('%s', (typed, analyte, value, book) => {
    const readings = readLabValues(foldWords(typed));
    if (analyte === null) return expect(readings).toEqual([]);
    expect(readings[0]).toMatchObject({ analyte, value, book });
  });

  // Agranulocytosis is a count under 0.5 × 10⁹/L, as CLOZAPIN's Thận trọng bands it (stop 61, a
  // doctor's question: a count of 1.2 led with "… hội chứng mất bạch cầu hạt nặng").
  it.each<[string, boolean]>([
    ['his ANC dropped to 300/mm3 with fever', true],
    ['BCĐNTT 0,4 G/L', true],
    ['absolute neutrophil count of 1.2 x 10^9/L', false],
    ['bạch cầu trung tính 1,2 G/L', false],
  ])('%s is agranulocytosis: %s', (typed, agranulocytosis) => {
    const books = readLabValues(foldWords(typed)).flatMap((r) => r.book);
    expect(books).toContain('giam bach cau trung tinh');
    expect(books.includes('mat bach cau hat')).toBe(agranulocytosis);
  });
});
