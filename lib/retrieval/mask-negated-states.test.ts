import { describe, expect, it } from 'vitest';
import { foldDiacritics } from '@/lib/text/fold-diacritics';
import {
  isNegatedAt,
  isPastPregnancyAt,
  isPreventedAt,
  maskNegatedStates,
} from './mask-negated-states';

const mask = (question: string) => maskNegatedStates(foldDiacritics(question)).replace(/\s+/g, ' ');

describe('maskNegatedStates', () => {
  it.each([
    ['a negated dialysis goes', 'eGFR 24, không chạy thận, dự phòng', 'egfr 24, khong , du phong'],
    ['the state with its verb', 'bệnh nhân không có thai', 'benh nhan khong '],
    ['one helping word between', 'không phải chạy thận', 'khong phai '],
    ['"chưa" negates too', 'chưa bị suy gan', 'chua bi '],
    ['not breastfeeding', 'mẹ không cho con bú nữa', 'me khong nua'],
    ['English', 'patient not on dialysis', 'patient not on '],
    ['a question about the state keeps it', 'có thai dùng được không?', 'co thai dung duoc khong?'],
    ['an affirmed state keeps it', 'đang chạy thận nhân tạo', 'dang chay than nhan tao'],
    [
      'a negation of something else keeps it',
      'không sốt, đang cho con bú',
      'khong sot, dang cho con bu',
    ],
    // a pregnancy before or after now (first-set batch 100)
    ['before pregnancy', 'Before pregnancy she was on acebutolol', 'before she was on acebutolol'],
    ['trước khi có thai', 'trước khi có thai đã uống', 'truoc khi da uong'],
    ['before she got pregnant', 'before she got pregnant', 'before she got '],
    ['a pregnancy now keeps it', 'đang mang thai 20 tuần', 'dang mang thai 20 tuan'],
    ['after dialysis keeps the dialysis', 'sau khi chạy thận', 'sau khi chay than'],
  ])('%s', (_name, question, expected) => {
    expect(mask(question)).toBe(expected);
  });

  it('keeps offsets', () => {
    const folded = foldDiacritics('Bn không chạy thận, Clcr 20');
    expect(maskNegatedStates(folded)).toHaveLength(folded.length);
  });
});

describe('isPastPregnancyAt', () => {
  it.each([
    ['before pregnancy', 7, true],
    ['truoc khi co thai', 10, true],
    ['during pregnancy', 7, false],
    ['dang mang thai', 5, false],
  ])('%s at %i', (folded, start, past) => {
    expect(isPastPregnancyAt(folded, start)).toBe(past);
  });
});

describe('isNegatedAt', () => {
  it.each([
    ['khong chay than', 6, true],
    ['khong co thai', 9, true],
    ['dang chay than', 5, false],
    ['co thai khong', 3, false],
  ])('%s at %i', (folded, start, negated) => {
    expect(isNegatedAt(folded, start)).toBe(negated);
  });
});

describe('isPreventedAt', () => {
  it.each([
    ['du phong suy than', 9, true],
    ['phong ngua suy gan', 11, true],
    ['to prevent renal failure', 11, true],
    ['de tranh bi suy than', 12, true],
    ['bn suy than', 3, false],
    ['dang dieu tri suy than', 14, false],
  ])('%s at %i', (folded, start, prevented) => {
    expect(isPreventedAt(folded, start)).toBe(prevented);
  });
});
