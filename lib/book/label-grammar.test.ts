import { describe, expect, it } from 'vitest';
import {
  coordinatedNames,
  innermostIndication,
  isIndicationLabel,
  isPurposeLabel,
  longIndicationHeading,
  readOwnLabels,
} from './label-grammar';

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

describe('isPurposeLabel', () => {
  it.each<[string, boolean]>([
    ['Điều trị', true],
    ['Dự phòng tiên phát hoặc thứ phát', true],
    ['Dự phòng lâu dài:', true],
    ['Điều trị ban đầu', true],
    ['Dự phòng suy thận', false],
    ['Điều trị huyết khối cho trẻ em (tiêm dưới da)', false],
    ['Bệnh toxoplasma', false],
  ])('%s → %s', (label, expected) => {
    expect(isPurposeLabel(label)).toBe(expected);
  });
});

describe('innermostIndication', () => {
  const PCP = 'Viêm phổi do Pneumocystis carinii (Pneumocystis jiroveci)';
  it.each<[string[], string | undefined, string[]]>([
    // a purpose heads part of the indication above it (COTRIMOXAZOL, unseen batch 41)
    [[PCP], 'Dự phòng tiên phát hoặc thứ phát', [PCP]],
    [
      [PCP, 'Dự phòng tiên phát hoặc thứ phát', 'Ở người lớn'],
      undefined,
      [PCP, 'Dự phòng tiên phát hoặc thứ phát', 'Ở người lớn'],
    ],
    // another indication replaces both
    [[PCP, 'Điều trị'], 'Bệnh toxoplasma', []],
    [['Thủy đậu', 'Nhiễm HSV ở mắt', 'Người lớn'], undefined, ['Nhiễm HSV ở mắt', 'Người lớn']],
  ])('%j under %s', (labels, own, expected) => {
    expect(innermostIndication(labels, own)).toEqual(expected);
  });
});

describe('readOwnLabels', () => {
  it('reads a label whose colon the book printed with no space before a capital', () => {
    // CLOZAPIN: "Suy thận:Không sử dụng clozapin …"
    expect(readOwnLabels('Suy thận:Không sử dụng clozapin cho bệnh nhân suy thận nặng.')).toEqual({
      labels: ['Suy thận'],
      rest: 'Không sử dụng clozapin cho bệnh nhân suy thận nặng.',
    });
    expect(readOwnLabels('Lúc 10:30 sáng uống.').labels).toEqual([]);
  });

  it('reads the labels a line opens with', () => {
    expect(readOwnLabels('Điều trị xơ gan: Mỗi tuần uống 5 ngày, mỗi ngày 1 mg.')).toEqual({
      labels: ['Điều trị xơ gan'],
      rest: 'Mỗi tuần uống 5 ngày, mỗi ngày 1 mg.',
    });
  });
});

describe('longIndicationHeading', () => {
  it.each<[string, string | null]>([
    // too many words for a label, however few characters (DOXYCYCLIN, unseen batch 35)
    [
      'Điều trị viêm nội mạc tử cung, viêm phần phụ, viêm phúc mạc: Tiêm tĩnh mạch 100 mg.',
      'Điều trị viêm nội mạc tử cung, viêm phần phụ, viêm phúc mạc',
    ],
    [
      'Giảm nguy cơ tái phát các hành vi tự tử ở bệnh nhân tâm thần phân liệt hoặc mắc các loạn thần khác: Bắt đầu: 12,5 mg.',
      'Giảm nguy cơ tái phát các hành vi tự tử ở bệnh nhân tâm thần phân liệt hoặc mắc các loạn thần khác',
    ],
    // a label is no long heading, nor a band or a table's lead-in
    ['Điều trị giang mai: Uống 100 mg.', null],
    [
      'Điều chỉnh liều ở người bệnh suy thận có độ thanh thải creatinin dưới 30 ml/phút: xem bảng.',
      null,
    ],
    ['Người lớn: Uống 100 mg.', null],
    ['Uống 100 mg, ngày 2 lần.', null],
  ])('%s → %s', (line, heading) => {
    expect(longIndicationHeading(line)).toBe(heading);
  });
});

describe('coordinatedNames', () => {
  it.each<[string, string[]]>([
    // two degrees of one thing (unseen batch 8)
    ['dau nhe va vua', ['dau nhe', 'dau vua']],
    // two heads of one thing (unseen batch 56)
    ['rung hoac cuong dong nhi', ['rung nhi', 'cuong dong nhi']],
    // nothing joined
    ['nhiem khuan tiet nieu', []],
    ['dau that nguc', []],
  ])('%s', (folded, names) => {
    expect(coordinatedNames(folded)).toEqual(names);
  });
});
