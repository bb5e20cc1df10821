import { describe, expect, it } from 'vitest';
import { foldDiacritics } from '@/lib/text/fold-diacritics';
import { readDialysisKinds } from './read-dialysis-kinds';
import { blankDialysisAsked, readDialysisAsked } from './blank-dialysis-asked';

const kinds = (question: string) => [
  ...readDialysisKinds(blankDialysisAsked(foldDiacritics(question).toLowerCase())),
];

describe('blankDialysisAsked', () => {
  it.each<[string, string[]]>([
    // asked about as a remedy (unseen batch 14)
    ['Vào viện người ta sẽ xử trí sao, có phải chạy thận lọc máu không?', []],
    ['Quá liều có cần lọc máu không?', []],
    ['Có nên thẩm tách máu hay không?', []],
    // the patient's state
    ['BN suy thận phải chạy thận 3 lần/tuần, liều bao nhiêu?', ['mau']],
    ['Bệnh nhân đang lọc máu, có cần giảm liều không?', ['mau']],
    ['Người bệnh thẩm phân phúc mạc dùng được không?', ['phuc_mac']],
  ])('%s → %j', (question, expected) => {
    expect(kinds(question)).toEqual(expected);
  });

  it('keeps the text the same length', () => {
    const folded = 'co phai chay than loc mau khong';
    expect(blankDialysisAsked(folded)).toHaveLength(folded.length);
  });
});

describe('readDialysisAsked', () => {
  it.each<[string, string | null]>([
    ['Uống quá nhiều viên furosemid, có cần chạy thận để thải thuốc không?', 'mau'],
    ['Có phải lọc màng bụng không?', 'phuc_mac'],
    // had, not asked
    ['Bệnh nhân đang lọc máu, có cần giảm liều không?', null],
    ['Liều furosemid cho người lớn?', null],
  ])('%s → %s', (question, expected) => {
    expect(readDialysisAsked(foldDiacritics(question))).toBe(expected);
  });
});
