import { describe, expect, it } from 'vitest';
import { foldWords } from '@/lib/text/fold-diacritics';
import { asksMaxDose, statesMaxDose } from './read-max-dose';

describe('asksMaxDose', () => {
  it.each([
    ['Liều tối đa clozapin ở người lớn?', true],
    ['Codein trị ho khan tối đa bao nhiêu mg một ngày?', true],
    ['dimenhydrinat max dose adult per day', true],
    ['Paracetamol liều cao nhất là bao nhiêu?', true],
    ['Ibuprofen uống không được quá bao nhiêu viên?', true],
    ['Liều clozapin cho người lớn?', false],
    ['Liều tối thiểu của amoxicilin?', false],
    ['Maxim có dùng cho trẻ em không?', false],
  ])('%s', (question, asks) => {
    expect(asksMaxDose(foldWords(question))).toBe(asks);
  });
});

describe('statesMaxDose', () => {
  it.each([
    ['Thường dùng 250 - 400 mg/ngày (tối đa 900 mg/ngày).', true],
    ['Người lớn: không quá 4 g/ngày.', true],
    ['Người lớn: Uống: 150 - 450 mg/lần; liều tối đa: 1,8 g/ngày.', true],
    ['Thông thường 15 - 60 mg, tối đa là 240 mg/ngày.', true],
    ['Trẻ em: 1 mg/kg/lần; không vượt quá liều người lớn.', false],
    ['Suy thận: giảm một nửa liều; tối đa 14 ngày.', false],
    ['Pha loãng có nồng độ không vượt quá 18 mg/ml, tốc độ không quá 30 mg/phút.', false],
    ['Liều thường dùng 20 - 40 mg, ngày 2 lần.', false],
    // the cap told after the dose (unseen batch 140)
    ['Điều trị dài ngày: 100 mg/ngày; không nên dùng liều cao hơn.', true],
    ['Không nên dùng liều cao ở người cao tuổi.', false],
  ])('%s', (sentence, states) => {
    expect(statesMaxDose(foldWords(sentence))).toBe(states);
  });
});
