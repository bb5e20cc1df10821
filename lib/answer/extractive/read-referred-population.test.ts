import { describe, expect, it } from 'vitest';
import { readReferredPopulation } from './read-referred-population';

describe('readReferredPopulation', () => {
  it.each<[string, string | null]>([
    // the book's lines (ACETYLCYSTEIN, DOXYCYCLIN, ACICLOVIR, ABACAVIR, CODEIN PHOSPHAT)
    ['Cân nặng dưới 20 kg: Liều dùng giống như trẻ sơ sinh.', 'tre so sinh'],
    ['Với trẻ trên 8 tuổi nặng trên 45 kg: Liều giống như người lớn.', 'nguoi lon'],
    ['Trẻ trên 8 tuổi nặng hơn 45 kg: liều như người lớn.', 'nguoi lon'],
    ['Trẻ em: 2 tuổi hoặc trên 2 tuổi: Liều như người lớn.', 'nguoi lon'],
    ['Trẻ > 16 tuổi có thể dùng liều như người lớn.', 'nguoi lon'],
    ['Trẻ trên 12 tuổi, nếu cần, có thể dùng liều như liều người lớn.', 'nguoi lon'],
    // a line with a dose of its own, the reference in brackets inside it
    ['≥ 7 tuổi: 200 mg/lần, 3 lần/ngày (liều như người lớn).', 'nguoi lon'],
    // no reference, or a comparison of effects, not of doses
    ['Người lớn: 400 mg/lần, 5 lần/ngày.', null],
    ['Không giống như aspirin, clopidogrel ức chế ngưng tập tiểu cầu.', null],
    ['Người lớn: dùng liều như người lớn.', null],
  ])('%s → %s', (line, expected) => {
    expect(readReferredPopulation(line)).toBe(expected);
  });
});
