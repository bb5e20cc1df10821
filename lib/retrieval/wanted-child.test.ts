import { describe, expect, it } from 'vitest';
import { foldDiacritics } from '@/lib/text/fold-diacritics';
import { isUnbornChildAt, isWantedChildAt } from './wanted-child';

const at = (question: string, word: string) => {
  const folded = foldDiacritics(question);
  return isWantedChildAt(folded, folded.indexOf(foldDiacritics(word)));
};

describe('isWantedChildAt', () => {
  it.each([
    ['Vợ chồng em đang muốn có em bé mà mãi chưa có', 'em bé', true],
    ['Chúng tôi chuẩn bị sinh con, chồng uống colchicin được không?', 'con', true],
    ['Khó có con có phải do thuốc không?', 'con', true],
    // a child treated
    ['Em bé 2 tuổi uống colchicin được không?', 'em bé', false],
    ['Cho em bé uống mấy ml?', 'em bé', false],
    ['Bé 3 tuổi sốt cao', 'Bé', false],
  ])('%s (%s) → %s', (question, word, expected) => {
    expect(at(question, word)).toBe(expected);
  });
});

describe('isUnbornChildAt', () => {
  const at = (question: string, word: string) => {
    const folded = foldDiacritics(question);
    return isUnbornChildAt(folded, folded.indexOf(foldDiacritics(word)));
  };
  it.each([
    ['Siêu âm thai 7 tuần. Thuốc này có làm hại em bé không?', 'em bé', true],
    ['Em đang mang thai, uống thuốc có ảnh hưởng bé không?', 'bé', true],
    // no pregnancy told: a child
    ['Em bé 2 tuổi uống thuốc này được không?', 'em bé', false],
    // the newborn after birth (unseen batch 8)
    ['Thai 38 tuần, dùng thuốc sát ngày sinh có ảnh hưởng gì tới bé sơ sinh?', 'bé', false],
  ])('%s (%s) → %s', (question, word, expected) => {
    expect(at(question, word)).toBe(expected);
  });
});
