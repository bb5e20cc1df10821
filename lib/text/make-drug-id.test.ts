import { describe, expect, it } from 'vitest';
import { makeDrugId } from './make-drug-id';

describe('makeDrugId', () => {
  it.each([
    ['AMOXICILIN', 'amoxicilin'],
    ['VITAMIN D VÀ CÁC THUỐC TƯƠNG TỰ', 'vitamin_d_va_cac_thuoc_tuong_tu'],
    ['ĐỒNG SULFAT', 'dong_sulfat'],
    ['AMPICILIN VÀ SULBACTAM', 'ampicilin_va_sulbactam'],
    ['  NATRI CLORID  ', 'natri_clorid'],
    ['ACID ACETYLSALICYLIC'.normalize('NFD'), 'acid_acetylsalicylic'],
  ])('%s → %s', (title, id) => {
    expect(makeDrugId(title)).toBe(id);
  });

  it('refuses a title with nothing to name it by', () => {
    expect(() => makeDrugId(' — ')).toThrow('make-drug-id');
  });
});
