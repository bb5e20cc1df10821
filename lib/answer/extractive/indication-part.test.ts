import { describe, expect, it } from 'vitest';
import { foldDiacritics } from '@/lib/text/fold-diacritics';
import { indicationPart } from './indication-part';

describe('indicationPart', () => {
  it.each([
    ['Dự phòng huyết khối cho trẻ em (tiêm dưới da)', 'du phong huyet khoi'],
    // a condition no population phrase lists (first-set batches 135-136, ACICLOVIR)
    ['Dự phòng HSV ở người suy giảm miễn dịch', 'du phong hsv'],
    ['Điều trị nhiễm khuẩn ở bệnh nhân giảm bạch cầu', 'dieu tri nhiem khuan'],
    // a dose heading names no indication
    ['Điều chỉnh liều trong suy thận', null],
    ['Liều dùng cho trẻ em', null],
    // one word before the population is no indication
    ['Zona ở người lớn', null],
    ['Thủy đậu', null],
  ])('%s → %s', (label, part) => {
    expect(indicationPart(foldDiacritics(label).trim())).toBe(part);
  });
});
