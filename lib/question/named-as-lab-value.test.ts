import { describe, expect, it } from 'vitest';
import { foldWords } from '@/lib/text/fold-diacritics';
import { namedAsLabValue } from './named-as-lab-value';

describe('namedAsLabValue', () => {
  it.each<[string, string, boolean]>([
    ['temperature 39.5 °C and glucose 18 mmol/L, keep the acarbose?', 'glucose', true],
    ['kali máu 2,9 mmol/l, dùng spironolacton được không?', 'kali', true],
    ['glucose mao mạch 2,9 mmol/L', 'glucose', true],
    // an element beside a lab word, no number (first-set batches 97-98); a drug's own level is
    // no element's
    ['truyền dịch gì để hạ natri máu?', 'natri', true],
    ['serum sodium is high', 'sodium', true],
    ['phenytoin level rising', 'phenytoin', false],
    // a drug given, not measured
    ['truyền glucose 10% 500 ml', 'glucose', false],
    ['uống kali clorid 600 mg', 'kali', false],
  ])('%s / %s → %s', (q, name, want) => {
    expect(namedAsLabValue(foldWords(q), name)).toBe(want);
  });
});
