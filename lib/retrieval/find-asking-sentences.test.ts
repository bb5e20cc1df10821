import { describe, expect, it } from 'vitest';
import { foldWords } from '@/lib/text/fold-diacritics';
import { findAskingSentences } from './find-asking-sentences';

/** [question, the asking sentences' texts, or null when the whole question asks] */
const CASES: [string, string[] | null][] = [
  ['Liều diazepam cho người lớn?', null],
  ['Bn 70t suy thận, dùng X liều bao nhiêu', null],
  [
    'Ông tôi 80 tuổi mất ngủ, bác sĩ cho uống X buổi tối. Có phải tại thuốc không?',
    ['Có phải tại thuốc không?'],
  ],
  ['BN nam 60t đang uống X. Liều tiếp theo bao nhiêu?', ['Liều tiếp theo bao nhiêu?']],
  [
    'bn nu 50t dang uong buspiron. them diltiazem co tuong tac gi khong',
    ['them diltiazem co tuong tac gi khong'],
  ],
  [
    'Started X 5 weeks ago; labs now show ALT 110. Is this a known effect?',
    ['Is this a known effect?'],
  ],
  // A question mark says which sentences ask: "mấy lần" in a sentence that ends with a stop
  // counts strokes, it asks nothing (unseen batch 26).
  [
    'Bố tôi bị tai biến não mấy lần. Bác sĩ kê X buổi tối. Dùng X có cần lưu ý gì không?',
    ['Dùng X có cần lưu ý gì không?'],
  ],
  // Every sentence asks, or none is seen to: the whole question asks.
  ['Liều X bao nhiêu? Uống mấy ngày?', null],
  ['Bệnh nhân suy thận. Dùng X.', null],
  // A decimal point is no sentence end.
  ['Creatinin 1.5 mg/dl, liều X bao nhiêu?', null],
];

describe('findAskingSentences', () => {
  it.each(CASES)('%s', (q, want) => {
    const spans = findAskingSentences(q, foldWords(q));
    expect(spans && spans.map((s) => q.slice(s.start, s.end).trim())).toEqual(want);
  });
});
