import { describe, expect, it } from 'vitest';
import { foldDiacritics } from '@/lib/text/fold-diacritics';
import { asksDoseAdjustment } from './asks-dose-adjustment';

const CASES: [string, boolean][] = [
  ['Người 84 tuổi có cần giảm liều furosemid không?', true],
  ['bn 70t chinh lieu the nao', true],
  ['Điều chỉnh liều ở người cao tuổi ra sao?', true],
  ['Liều có khác người trẻ không?', true],
  ['Should the dose be lower than in younger adults?', true],
  ['Do we need to reduce the dose in an 80 yo?', true],
  ['renal adjustment for CrCl 25?', true],
  ['Liều người lớn bao nhiêu, uống mấy ngày?', false],
  ['Ông 66t liều cotrimoxazol bao nhiêu?', false],
  ['What is the usual dose?', false],
  ['Uống thuốc này có giảm đau không?', false],
];

describe('asksDoseAdjustment', () => {
  it.each(CASES)('%s → %s', (q, want) => {
    expect(asksDoseAdjustment(foldDiacritics(q).toLowerCase())).toBe(want);
  });
});
