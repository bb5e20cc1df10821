import { describe, expect, it } from 'vitest';
import { foldWords } from '@/lib/text/fold-diacritics';
import { asksDoseWords } from './asks-dose-words';

describe('asksDoseWords', () => {
  it.each([
    ['Liều entecavir cho người lớn?', true],
    ['What dose of entecavir?', true],
    ['uống bao nhiêu mg mỗi lần', true],
    // a strength the patient takes asks nothing (unseen batch 43)
    ['On entecavir 0.5 mg daily, are raised amylase and bilirubin listed adverse effects?', false],
    ['Gabapentin có gây ngứa mắt không?', false],
  ])('%s → %s', (question, asks) => {
    expect(asksDoseWords(foldWords(question))).toBe(asks);
  });
});
