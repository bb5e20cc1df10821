import { describe, expect, it } from 'vitest';
import { foldWords } from '@/lib/text/fold-diacritics';
import { partnerAskedAbout, partnerToldAsContext } from './partner-told-as-context';

/** Offsets of each name in the folded question. */
const at = (folded: string, name: string) =>
  [...folded.matchAll(new RegExp(name, 'gu'))].map((m) => m.index);

describe('partnerToldAsContext', () => {
  it.each<[string, string, string, boolean]>([
    // background therapy, the asking sentence about the drug asked (first-set batches 98, 102, 103)
    [
      'BN ĐTĐ đang dùng metformin 1000 mg x 2 lần/ngày, viêm túi thừa cấp. BS muốn thêm acarbose 50 mg. Thêm được không?',
      'acarbose',
      'metformin',
      true,
    ],
    [
      'Bác sĩ kê thêm acarbose cùng metformin. Bố tôi bị sa đì như vậy thì uống acarbose có sao không?',
      'acarbose',
      'metformin',
      true,
    ],
    [
      'He is on metformin 1 g twice daily. Is acarbose suitable for him?',
      'acarbose',
      'metformin',
      true,
    ],
    // the pair asked
    [
      'Đang uống amlodipin. Uống chung với simvastatin được không?',
      'amlodipin',
      'simvastatin',
      false,
    ],
    [
      'Đang dùng metformin. Thêm acarbose, hai thuốc có tương tác không?',
      'acarbose',
      'metformin',
      false,
    ],
    [
      'Tôi uống A buổi sáng và metformin buổi tối. Có cần lưu ý gì không?',
      'acarbose',
      'metformin',
      false,
    ],
    ['Can acarbose be given with metformin?', 'acarbose', 'metformin', false],
    ['Is acarbose safe with metformin?', 'acarbose', 'metformin', false],
  ])('%s', (question, asked, partner, context) => {
    const folded = foldWords(question);
    expect(partnerToldAsContext(folded, at(folded, asked), at(folded, partner))).toBe(context);
  });
});

describe('partnerAskedAbout', () => {
  it.each<[string, string, string, boolean]>([
    // the second drug proposed in the asking sentence (first-set batch 82)
    [
      'BN rung nhĩ đang uống acenocoumarol 1 mg/ngày. Kê celecoxib 200 mg/ngày thì có ổn không?',
      'acenocoumarol',
      'celecoxib',
      true,
    ],
    [
      'BN đang dùng metformin. BS muốn thêm acarbose 50 mg. Thêm được không?',
      'acarbose',
      'metformin',
      false,
    ],
  ])('%s', (question, asked, partner, about) => {
    const folded = foldWords(question);
    expect(partnerAskedAbout(folded, at(folded, asked), at(folded, partner))).toBe(about);
  });
});
