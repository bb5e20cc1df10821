import { describe, expect, it } from 'vitest';
import { foldWords } from '@/lib/text/fold-diacritics';
import { tellsAnaphylaxisNow } from './tells-anaphylaxis-now';

describe('tellsAnaphylaxisNow', () => {
  it.each([
    ['Thai 30 tuần bị sốc phản vệ do ong đốt, tiêm adrenalin được không?', true],
    ['Mẹ đang cho con bú bị phản vệ sau tiêm kháng sinh, tiêm adrenalin liều bao nhiêu?', true],
    ['A pregnant woman in anaphylactic shock after a wasp sting: IM adrenaline?', true],
    // a history, a risk, or none
    ['Tiền sử sốc phản vệ với penicilin, dùng doxycyclin được không?', false],
    ['Năm ngoái bị sốc phản vệ do ong, giờ mang bút tiêm adrenalin', false],
    ['History of anaphylaxis to peanuts; carries an auto-injector.', false],
    ['BP fell after induction with no sign of anaphylaxis.', false],
    ['Severe acute asthma (not anaphylaxis): subcutaneous adrenaline?', false],
    ['Thai 10 tuần bị phản vệ phải tiêm adrenalin, có gây dị dạng thai không?', true],
  ])('%s → %s', (q, want) => {
    expect(tellsAnaphylaxisNow(foldWords(q))).toBe(want);
  });
});
