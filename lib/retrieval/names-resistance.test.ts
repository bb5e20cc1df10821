import { describe, expect, it } from 'vitest';
import { foldWords } from '@/lib/text/fold-diacritics';
import { namesResistance } from './names-resistance';

const CASES: [string, string, boolean][] = [
  ['Two carbapenem-resistant isolates: can colistin be relied on?', 'carbapenem-resistant', true],
  ['Two carbapenem-resistant isolates: can colistin be relied on?', 'carbapenem', true],
  ['Klebsiella kháng carbapenem, KSĐ chỉ còn nhạy colistin', 'carbapenem', true],
  ['MRSA resistant to vancomycin, add colistin?', 'vancomycin', true],
  ['Đang dùng meropenem, thêm colistin được không?', 'meropenem', false],
  ['Pt on warfarin, can we give diclofenac?', 'warfarin', false],
];

describe('namesResistance', () => {
  it.each(CASES)('%s: %s → %s', (q, term, want) => {
    expect(namesResistance(foldWords(q), term)).toBe(want);
  });
});
