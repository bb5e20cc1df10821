import { describe, expect, it } from 'vitest';
import { foldWords } from '@/lib/text/fold-diacritics';
import { namesDiagnosticTest } from './names-diagnostic-test';

const CASES: [string, string, boolean][] = [
  ['Co thắt mạch vành đã xác định bằng test ergonovin, dùng diltiazem?', 'ergonovin', true],
  ['Nghiệm pháp atropin dương tính, cho digoxin được không?', 'atropin', true],
  ['Đang uống ergotamin, thêm diltiazem được không?', 'ergotamin', false],
  // named once as a test and once as taken: taken
  ['Test ergonovin âm tính; nay đang dùng ergonovin sau sinh', 'ergonovin', false],
];

describe('namesDiagnosticTest', () => {
  it.each(CASES)('%s: %s → %s', (q, term, want) => {
    expect(namesDiagnosticTest(foldWords(q), term)).toBe(want);
  });
});
