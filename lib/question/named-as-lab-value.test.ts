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
    // words between the name and its reading, in one clause (first-set batches 103 and 104)
    ['glucose 1 giờ sau ăn vẫn 10,5 mmol/L', 'glucose', true],
    ['her 1-hour post-meal glucose is still around 11 mmol/L', 'glucose', true],
    ['post-meal glucose 11-12 mmol/L on metformin', 'glucose', true],
    ['truyền glucose 5%, sau đó đường huyết 4 mmol/L', 'glucose', false],
    ['uống glucose 20 g khi hạ đường huyết', 'glucose', false],
    // a sugar named with when it was sampled, no number (first-set batch 111)
    ['glucose 1 giờ sau ăn không giảm thêm', 'glucose', true],
    ['fasting glucose keeps rising on metformin', 'glucose', true],
    ['glucose lúc đói cao', 'glucose', true],
    ['uống glucose sau ăn khi bị hạ đường', 'glucose', false],
  ])('%s / %s → %s', (q, name, want) => {
    expect(namedAsLabValue(foldWords(q), name)).toBe(want);
  });
});
