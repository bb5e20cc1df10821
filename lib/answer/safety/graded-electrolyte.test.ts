import { describe, expect, it } from 'vitest';
import { foldWords } from '@/lib/text/fold-diacritics';
import { sodiumGrade, strengthsAsked } from '@/lib/question/electrolyte-grade';
import { gradeHolds, listedGrades, scopedStrengths } from './graded-electrolyte';

const LINE =
  'Dung dịch natri clorid ưu trương (3%, 5%) chống chỉ định khi nồng độ điện giải huyết thanh tăng, bình thường hoặc chỉ giảm nhẹ.';

describe('graded electrolytes (NATRI CLORID, first-set batches 99-100)', () => {
  it('reads the grades and the strengths the line lists', () => {
    expect(listedGrades(foldWords(LINE))).toEqual(['tang', 'binh thuong', 'giam nhe']);
    expect(scopedStrengths(foldWords(LINE))).toEqual(['3%', '5%']);
    expect(listedGrades(foldWords('Người bệnh có chức năng thận bình thường.'))).toBeNull();
  });

  it.each<[number, string, boolean]>([
    // sodium, strength asked, holds
    [137, 'Truyền NaCl 3% 100 ml được không?', true],
    [131, 'NaCl 3% 100 ml truyền trong 1 giờ được không?', true],
    [148, 'Có nên truyền NaCl 5% không?', true],
    [124, 'Truyền NaCl 3% được không?', false],
    [137, 'Truyền NaCl 0,9% 1 lít được không?', false],
  ])('Na %d, "%s" → %s', (na, question, holds) => {
    const asked = strengthsAsked(foldWords(question));
    expect(gradeHolds(foldWords(LINE), sodiumGrade(na), asked)).toBe(holds);
  });
});
