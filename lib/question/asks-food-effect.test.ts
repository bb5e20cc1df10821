import { describe, expect, it } from 'vitest';
import { foldWords } from '@/lib/text/fold-diacritics';
import { asksFoodEffect } from './asks-food-effect';

describe('asksFoodEffect', () => {
  it.each<[string, boolean, boolean]>([
    // food changing the drug, asked (unseen batches 67 and 71)
    ['Uống furosemid lúc đói hay sau ăn thì tác dụng lợi tiểu có khác nhau không?', false, true],
    ['Ăn nhiều chất xơ như vậy có làm thuốc digoxin kém ngấm không?', false, true],
    ['Is clopidogrel absorbed differently with food?', false, true],
    // when to take it: a dosing question
    ['Furosemid uống trước hay sau ăn?', false, false],
    ['Uống digoxin lúc nào trong ngày?', false, false],
    // a substance named is an interaction
    ['Uống diazepam với cà phê sau ăn có bị kém tác dụng không?', true, false],
  ])('%s', (question, substance, expected) => {
    expect(asksFoodEffect(foldWords(question), substance)).toBe(expected);
  });
});
