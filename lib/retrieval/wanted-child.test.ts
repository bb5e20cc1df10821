import { describe, expect, it } from 'vitest';
import { foldDiacritics } from '@/lib/text/fold-diacritics';
import { isWantedChildAt } from './wanted-child';

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
