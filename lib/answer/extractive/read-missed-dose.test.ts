import { describe, expect, it } from 'vitest';
import { foldWords } from '@/lib/text/fold-diacritics';
import { asksMissedDose, statesMissedDose, statesMissedDoseAdvice } from './read-missed-dose';

describe('asksMissedDose', () => {
  it.each([
    ['Sáng nay vội đi làm nên quên, đến 12 giờ trưa mới nhớ ra. Có phải uống gấp đôi không?', true],
    ['Hôm nay em quên liều buổi sáng, tới 10 giờ mới nhớ ra.', true],
    ['Bà tôi quên uống thuốc tối qua, sáng nay uống bù được không?', true],
    ['I forgot this morning’s dose of abacavir, should I take it now?', true],
    ['He missed a dose yesterday. What now?', true],
    ['Lỡ uống gấp đôi liều thì có sao không?', false],
    ['Liều abacavir cho người lớn?', false],
    ['Thuốc có gây chứng quên không?', false],
    // "quen" (used to) folds to "quên": a habit, no dose forgotten (first-set batch 100).
    ['Mẹ quen uống thuốc sau khi ăn xong khoảng nửa tiếng cho đỡ quên. Có được không?', false],
    ['hom nay em quen uong lieu sang, toi moi nho ra', true],
    // days missed, then taken again (unseen batch 139)
    [
      'Em trai tôi đang uống clozapin 300 mg thì hết thuốc, bỏ mất 5 ngày rồi. Tối nay cho uống lại luôn 300 mg như cũ có được không?',
      true,
    ],
    ['He stopped clozapine 4 days ago when he ran out. Can he restart at 300 mg?', true],
    ['Ngừng thuốc 3 ngày trước phẫu thuật thì có sao không?', false],
  ])('%s → %s', (question, expected) => {
    expect(asksMissedDose(question, foldWords(question))).toBe(expected);
  });
});

describe('statesMissedDose', () => {
  it.each([
    ['Nếu quên thì phải uống ngay khi nhớ.', true],
    [
      'Nếu nhớ ra vào lúc sắp đến giờ uống liều thuốc tiếp theo thì bỏ qua liều thuốc bị quên và uống liều tiếp vào giờ đã định.',
      true,
    ],
    [
      'Không kết hợp diazepam với một benzodiazepin khác vì có thể gây chứng quên ở người bệnh.',
      false,
    ],
    ['Liều thường dùng là 600 mg, dùng một lần mỗi ngày.', false],
    [
      'Chú ý: Trong trường hợp điều trị lại sau khi ngừng clozapin trước đó, cần tôn trọng khoảng cách ít nhất 2 ngày giữa 2 đợt điều trị.',
      true,
    ],
  ])('%s → %s', (sentence, expected) => {
    expect(statesMissedDose(sentence)).toBe(expected);
  });
});

describe('statesMissedDoseAdvice', () => {
  it.each([
    ['Không tự ý uống gấp đôi liều nếu không có chỉ định của bác sĩ.', true],
    ['Nếu quên thì phải uống ngay khi nhớ.', true],
    ['Cần uống thuốc đúng giờ.', false],
  ])('%s → %s', (sentence, expected) => {
    expect(statesMissedDoseAdvice(sentence)).toBe(expected);
  });
});
