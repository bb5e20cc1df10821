import { describe, expect, it } from 'vitest';
import { foldWords } from '@/lib/text/fold-diacritics';
import { asksMostCommon, statesMostCommon } from './asks-most-common';

describe('asksMostCommon', () => {
  it.each<[string, boolean]>([
    ['What is the most common adverse effect of clopidogrel?', true],
    ['Tác dụng phụ hay gặp nhất của digoxin là gì?', true],
    ['ADR thuong gap nhat cua diltiazem', true],
    ['Tác dụng phụ thường gặp của digoxin?', false],
  ])('%s → %s', (question, expected) => {
    expect(asksMostCommon(foldWords(question))).toBe(expected);
  });

  it('marks the book sentence that says it', () => {
    expect(statesMostCommon(foldWords('Chảy máu là ADR thường gặp nhất của clopidogrel.'))).toBe(
      true,
    );
    expect(statesMostCommon(foldWords('Thường gặp, ADR > 1/100'))).toBe(false);
  });
});
