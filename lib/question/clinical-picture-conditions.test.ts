import { describe, expect, it } from 'vitest';
import { foldWords } from '@/lib/text/fold-diacritics';
import { readClinicalPictures } from './clinical-picture-conditions';

describe('readClinicalPictures', () => {
  it.each<[string, string[]]>([
    [
      'BN lọc máu chu kỳ, bỏ 2 buổi chạy thận, tăng 4 kg so với cân khô, phù mềm 2 chân, ran ẩm 2 đáy phổi',
      ['fluid overload'],
    ],
    ['tang 4 kg giua 2 ky loc, phu 2 chan, ran am 2 day phoi', ['fluid overload']],
    ['Dialysis patient 3 kg above his dry weight with bibasal crackles', ['fluid overload']],
    ['Ba tôi bị xơ gan, bụng báng căng to, hai chân phù', ['fluid overload']],
    ['lao ruột, nội soi: nhiều ổ loét vùng hồi manh tràng', ['ulcerating bowel inflammation']],
    ['nội soi đại tràng thấy nhiều ổ loét do lỵ amip', ['ulcerating bowel inflammation']],
    ['loét dạ dày tá tràng, đang uống omeprazol', []],
    // a swollen face, swollen legs and little urine (first-set batch 107)
    ['mặt phù húp, hai chân phù, đi tiểu ít, nước tiểu đỏ', ['fluid overload']],
    // one sign alone is no picture
    ['BN phù 2 chân do suy tĩnh mạch', []],
    ['viêm phổi, ran ẩm đáy phổi phải, sốt 39 độ', []],
  ])('%s', (q, want) => {
    expect(readClinicalPictures(foldWords(q)).map((p) => p.typed)).toEqual(want);
  });
});
