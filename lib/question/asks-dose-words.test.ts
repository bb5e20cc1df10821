import { describe, expect, it } from 'vitest';
import { foldWords } from '@/lib/text/fold-diacritics';
import { asksDoseAmount, asksDoseWords } from './asks-dose-words';

describe('asksDoseWords', () => {
  it.each([
    ['Liều entecavir cho người lớn?', true],
    ['What dose of entecavir?', true],
    ['uống bao nhiêu mg mỗi lần', true],
    // a strength the patient takes asks nothing (unseen batch 43)
    ['On entecavir 0.5 mg daily, are raised amylase and bilirubin listed adverse effects?', false],
    ['Gabapentin có gây ngứa mắt không?', false],
  ])('%s → %s', (question, asks) => {
    expect(asksDoseWords(foldWords(question))).toBe(asks);
  });
});

describe('asksDoseAmount', () => {
  it.each([
    ['Liều entecavir bao nhiêu?', true],
    ['Liều dùng codein cho người lớn?', true],
    ['What dose of codeine for a child?', true],
    // a dose named in passing (unseen batch 44)
    ['Nửa đời thải trừ của codein là bao lâu để giải thích khoảng cách giữa các liều?', false],
    ['What fraction of a codeine dose is converted to morphine?', false],
    // how much the body takes up (first-set batches 111-112)
    ['How much of an oral dose is absorbed as active drug?', false],
    ['How much aciclovir actually gets into the body when the cream is applied?', false],
    ['How much is absorbed, and what dose should she take?', true],
    ['How much should I give?', true],
    // first runs of batches 129-134, read as no amount before DOSE_AMOUNT_ASKS
    ['Lieu nguoi lon tinh theo trimethoprim bao nhieu, chia may lan?', true],
    ['What oral daily dose range does the formulary give for epilepsy?', true],
    ['What initial IV dose is recommended for someone already on a diuretic?', true],
    ['What starting dose, and what target dose?', true],
    ['Mai còn đau thì một ngày tiêm mấy mũi?', true],
    ['What co-trimoxazole prophylaxis dose and duration should the brother take?', true],
    // a time, not an amount
    ['Liều này dùng bao nhiêu ngày?', false],
    // "tài liệu" is no dose
    ['Tài liệu nào nói bao nhiêu người bị phản ứng?', false],
  ])('%s → %s', (question, asks) => {
    expect(asksDoseAmount(foldWords(question))).toBe(asks);
  });
});
