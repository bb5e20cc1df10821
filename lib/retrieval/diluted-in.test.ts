import { describe, expect, it } from 'vitest';
import { foldWords } from '@/lib/text/fold-diacritics';
import { dilutedIn } from './diluted-in';

/** Whether the name `fluid` in `question` is read as the vehicle. */
const vehicle = (question: string, fluid: string) => {
  const folded = foldWords(question);
  return dilutedIn(folded, folded.indexOf(foldWords(fluid)));
};

describe('dilutedIn', () => {
  it.each<[string, string, boolean]>([
    // a volume or a diluting verb right before the fluid (first-set batch 149)
    ['clindamycin 600 mg pha 100 ml NaCl 0,9% IV q8h — truyền bao lâu?', 'NaCl', true],
    ['aciclovir 500 mg in 250 ml dextrose 5%', 'dextrose', true],
    ['Hòa vào glucose 5% rồi truyền', 'glucose', true],
    // the fluid itself given, or named as a drug taken
    ['Natri clorid 3% truyền bao nhiêu ml/giờ?', 'Natri clorid', false],
    ['Đang truyền natri clorid, thêm clindamycin được không?', 'natri clorid', false],
  ])('%s | %s → %s', (question, fluid, expected) => {
    expect(vehicle(question, fluid)).toBe(expected);
  });
});
