import { describe, expect, it } from 'vitest';
import { foldWords } from '@/lib/text/fold-diacritics';
import { asksBaselineTest, statesBaselineTest } from './read-baseline-test';

describe('asksBaselineTest', () => {
  it.each([
    // unseen batches 143 and 144 (first runs), and the same ask in other words
    ['Before starting entecavir 0.5 mg, which baseline test is a must?', true],
    [
      'New chronic HBV, plan entecavir 0.5 mg daily. Any test that is mandatory before starting?',
      true,
    ],
    ['Trước khi dùng abacavir cần làm xét nghiệm gì?', true],
    ['Cần xét nghiệm gì trước khi bắt đầu điều trị entecavir?', true],
    ['truoc khi ke clozapin phai kiem tra gi', true],
    ['What baseline labs do we need for clozapine?', true],
    ['What must be tested before we start a patient on entecavir?', true],
    ['Liều entecavir cho người lớn?', false],
    ['Uống thuốc trước khi ăn hay sau khi ăn?', false],
    ['Xét nghiệm men gan tăng sau khi dùng thuốc có sao không?', false],
  ])('%s', (question, asked) => {
    expect(asksBaselineTest(foldWords(question))).toBe(asked);
  });
});

describe('statesBaselineTest', () => {
  it.each([
    ['Trước khi bắt đầu điều trị entecavir, phải làm test HIV.', true],
    ['Cần xét nghiệm HLA-B*5701 trước khi bắt đầu điều trị abacavir.', true],
    ['Trước khi điều trị cần kiểm tra công thức bạch cầu.', true],
    ['Phải theo dõi chức năng gan trong khi điều trị.', false],
    ['Uống trước khi ăn 30 phút.', false],
  ])('%s', (line, states) => {
    expect(statesBaselineTest(line)).toBe(states);
  });
});
