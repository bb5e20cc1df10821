import { describe, expect, it } from 'vitest';
import { foldWords } from '@/lib/text/fold-diacritics';
import { namedAsComponent } from './named-as-component';

describe('namedAsComponent', () => {
  it.each<[string, string, string, boolean]>([
    // question, asked drug, substance, a component of the asked product
    [
      'viên phối hợp abacavir 300 mg/lamivudin 150 mg/zidovudin 300 mg',
      'abacavir',
      'zidovudin',
      true,
    ],
    ['abacavir/lamivudin 600/300', 'abacavir', 'lamivudin', true],
    ['Kivexa (abacavir + lamivudine)', 'abacavir', 'lamivudine', true],
    [
      'a fixed-dose combination of abacavir, lamivudine and zidovudine',
      'abacavir',
      'zidovudine',
      true,
    ],
    // another drug beside it is no component
    ['dị ứng zidovudin, nay dùng abacavir 300 mg', 'abacavir', 'zidovudin', false],
    ['đang uống abacavir. Phối hợp thêm zidovudin được không', 'abacavir', 'zidovudin', false],
    ['abacavir 300 mg, lamivudin 150 mg', 'abacavir', 'lamivudin', false],
  ])('%s → %s', (q, asked, substance, want) => {
    expect(namedAsComponent(foldWords(q), asked, substance)).toBe(want);
  });
});
