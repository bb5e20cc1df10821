import { describe, expect, it } from 'vitest';
import { foldDiacritics } from '@/lib/text/fold-diacritics';
import { asksUnknownDrug } from './asks-unknown-drug';

/** The question, folded, with the known drug's span as findDrugMentions would give it. */
function read(question: string, known: string): string | null {
  const folded = foldDiacritics(question.normalize('NFC'));
  const start = question.indexOf(known);
  const found = asksUnknownDrug(folded, [{ start, end: start + known.length }]);
  return found ? question.slice(found.start, found.end) : null;
}

describe('asksUnknownDrug', () => {
  it.each<[string, string, string | null]>([
    // the known drug is the allergy; the asked one is not in the book (unseen batch 6)
    [
      'Patient has sulfa allergy (từng dị ứng Bactrim), có dùng Lasix được không?',
      'Bactrim',
      'Lasix',
    ],
    ['Bn tiền sử quá mẫn với penicilin, kê Zinnat được không?', 'penicilin', 'Zinnat'],
    ['Patient has sulfa allergy, có dùng Lasix được không?', 'sulfa', 'Lasix'],
    // the known drug is asked, or an antidote is named beside it
    ['ngộ độc morphin dùng naloxon bao nhiêu mg', 'morphin', null],
    ['Omeprazol có làm giảm tác dụng clopidogrel không?', 'Omeprazol', null],
    ['Dị ứng Bactrim, dùng thuốc gì thay?', 'Bactrim', null],
  ])('%s', (question, known, asked) => {
    expect(read(question, known)).toBe(asked);
  });
});
