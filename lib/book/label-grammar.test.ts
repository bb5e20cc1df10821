import { describe, expect, it } from 'vitest';
import { isIndicationLabel, readOwnLabels } from './label-grammar';

describe('isIndicationLabel', () => {
  it.each<[string, boolean]>([
    ['Đợt gút cấp', true],
    ['Điều trị xơ hóa đường mật nguyên phát', true],
    ['Rung nhĩ', true],
    // a population treated is the indication (COLCHICIN, unseen batch 7)
    ['Điều trị xơ gan', true],
    ['Dự phòng suy thận', true],
    // a population the line is for is no indication
    ['Xơ gan', false],
    ['Người suy thận', false],
    ['Trẻ em', false],
    ['Dự phòng huyết khối cho trẻ em', false],
    // bands, routes and frequencies head other things
    ['Trên 2 tuổi', false],
    ['Tiêm tĩnh mạch', false],
    ['Thường gặp, ADR > 1/100', false],
  ])('%s → %s', (label, expected) => {
    expect(isIndicationLabel(label)).toBe(expected);
  });
});

describe('readOwnLabels', () => {
  it('reads the labels a line opens with', () => {
    expect(readOwnLabels('Điều trị xơ gan: Mỗi tuần uống 5 ngày, mỗi ngày 1 mg.')).toEqual({
      labels: ['Điều trị xơ gan'],
      rest: 'Mỗi tuần uống 5 ngày, mỗi ngày 1 mg.',
    });
  });
});
