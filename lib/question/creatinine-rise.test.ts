import { describe, expect, it } from 'vitest';
import { foldWords } from '@/lib/text/fold-diacritics';
import { readCreatinineRise } from './creatinine-rise';

describe('readCreatinineRise', () => {
  it.each<[string, boolean]>([
    ['creatinin tăng từ 1,0 lên 3,9 mg/dL trong 48 giờ', true],
    ['creatinin tăng từ 85 lên 290 µmol/L trong 48 giờ', true],
    ['5 ngày nay creatinin tăng từ 1,0 lên 2,6 mg/dL', true],
    ['serum creatinine rose from 1.1 to 2.0 mg/dL', true],
    // a rise under half again is no injury by this rule
    ['creatinin tăng từ 1,0 lên 1,2 mg/dL', false],
    ['creatinin 1,4 mg/dL', false],
  ])('%s → %s', (q, held) => {
    expect(readCreatinineRise(foldWords(q)).length > 0).toBe(held);
  });
});
