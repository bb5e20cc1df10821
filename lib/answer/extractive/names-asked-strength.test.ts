import { describe, expect, it } from 'vitest';
import { foldWords } from '@/lib/text/fold-diacritics';
import { askedStrengths, namesAskedStrength } from './names-asked-strength';

describe('askedStrengths', () => {
  it.each<[string, string[]]>([
    ['Bác sĩ cho dùng abacavir viên 300 mg, mỗi lần uống bao nhiêu?', ['300 mg vien']],
    ['our clinic only stocks scored abacavir 300 mg tablets', ['300 mg vien']],
    ['ống 500 mg pha truyền', ['500 mg ong']],
    ['Liều 8 mg/kg cho bé 17 kg?', []],
    ['uống 200 mg x 2 lần/ngày', []],
  ])('%s', (q, want) => {
    expect(askedStrengths(foldWords(q)).map((s) => `${s.amount} ${s.form}`)).toEqual(want);
  });

  it.each<[string, boolean]>([
    ['Có thể dùng dạng viên nén, mỗi lần uống 150 mg (nửa viên 300 mg), 2 lần mỗi ngày', true],
    ['Trẻ trên 3 tháng tuổi đến 12 tuổi là 8 mg/kg/lần, tối đa là 600 mg/ ngày', false],
    ['Uống 1 300 mg mỗi ngày', false],
    // another form (DIMENHYDRINAT's suppository, unseen batch 3)
    ['Đặt trực tràng: Mỗi lần 300 mg, cách 8 - 12 giờ', false],
  ])('names a 300 mg tablet: %s', (line, want) => {
    expect(namesAskedStrength(foldWords(line), [{ amount: '300 mg', form: 'vien' }])).toBe(want);
  });
});
