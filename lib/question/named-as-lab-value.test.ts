import { describe, expect, it } from 'vitest';
import { foldWords } from '@/lib/text/fold-diacritics';
import { namedAsLabValue } from './named-as-lab-value';

describe('namedAsLabValue', () => {
  it.each<[string, string, boolean]>([
    ['temperature 39.5 °C and glucose 18 mmol/L, keep the acarbose?', 'glucose', true],
    ['kali máu 2,9 mmol/l, dùng spironolacton được không?', 'kali', true],
    ['glucose mao mạch 2,9 mmol/L', 'glucose', true],
    // a drug given, not measured
    ['truyền glucose 10% 500 ml', 'glucose', false],
    ['uống kali clorid 600 mg', 'kali', false],
  ])('%s / %s → %s', (q, name, want) => {
    expect(namedAsLabValue(foldWords(q), name)).toBe(want);
  });
});
