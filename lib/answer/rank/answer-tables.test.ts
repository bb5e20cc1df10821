import { describe, expect, it } from 'vitest';
import { ANSWERING_TABLE, NO_LINE_FACTS, type LineFacts, type Ranked } from './answer-tables';
import { rankByKeys } from './rank-by-keys';

const line = (id: string, facts: Partial<LineFacts>): Ranked<string> => ({
  line: id,
  facts: { ...NO_LINE_FACTS, ...facts },
});

describe('ANSWERING_TABLE', () => {
  // SPIRONOLACTON, first-set batches 89-90: "Người lớn: Phù: … 100 mg/ngày" names the indication
  // asked, "Người cao tuổi: Liều ban đầu 12,5 - 50 mg/ngày" is the elderly patient's own.
  const adultOedema = line('adult oedema', {
    namesAskedLabel: true,
    statesDose: true,
    adultLine: true,
    order: 7,
  });
  const elderly = line('elderly', { labelledForPopulation: true, statesDose: true, order: 20 });
  const elderlyNoDose = line('elderly, no dose', { labelledForPopulation: true, order: 21 });

  it.each<[boolean, string[]]>([
    [true, ['elderly', 'adult oedema', 'elderly, no dose']],
    [false, ['adult oedema', 'elderly', 'elderly, no dose']],
  ])('an elderly patient (%s) is led by their own dose line', (isElderly, want) => {
    const ranked = rankByKeys(ANSWERING_TABLE, [adultOedema, elderly, elderlyNoDose], {
      ownSection: false,
      elderly: isElderly,
    });
    expect(ranked.map((r) => r.line)).toEqual(want);
  });

  it('breaks a full tie by the strength the question names (ABACAVIR, batches 87-88)', () => {
    const perKg = line('8 mg/kg', { bandStrength: 1, order: 2 });
    const tablet = line('nửa viên 300 mg', { bandStrength: 1, namesAskedStrength: true, order: 3 });
    const ranked = rankByKeys(ANSWERING_TABLE, [perKg, tablet], { ownSection: false });
    expect(ranked.map((r) => r.line)).toEqual(['nửa viên 300 mg', '8 mg/kg']);
  });
});
