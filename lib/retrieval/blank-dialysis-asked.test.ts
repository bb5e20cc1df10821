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
    // the bare forms (unseen batch 101, first set)
    ['Bác sĩ sẽ cấp cứu em tôi bằng những cách nào, có lọc máu được không?', []],
    ['Lọc máu có loại được thuốc ra không?', []],
    ['Thẩm tách máu có tác dụng gì không?', []],
    // the patient's state
    ['BN suy thận phải chạy thận 3 lần/tuần, liều bao nhiêu?', ['mau']],
    ['Bệnh nhân đang lọc máu, có cần giảm liều không?', ['mau']],
    ['Người bệnh thẩm phân phúc mạc dùng được không?', ['phuc_mac']],
    ['BN lọc máu chu kỳ, uống thuốc được không?', ['mau']],
    ['Chạy thận xong có cần bổ sung liều không?', ['mau']],
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
    // English (unseen batch 101, first set)
    ['Is there an antidote, and will dialysis remove it?', 'khong_ro'],
    ['Can haemodialysis help after this overdose?', 'mau'],
    ['Is the drug removed by hemodialysis?', 'mau'],
    ['Does he need dialysis?', 'khong_ro'],
    ['Is peritoneal dialysis useful here?', 'phuc_mac'],
    // had, not asked
    ['Patient on haemodialysis three times a week, what dose?', null],
    ['He needs dialysis 3 times a week. Dose?', null],
    // had, not asked
    ['Bệnh nhân đang lọc máu, có cần giảm liều không?', null],
    ['Liều furosemid cho người lớn?', null],
  ])('%s → %s', (question, expected) => {
    expect(readDialysisAsked(foldDiacritics(question))).toBe(expected);
  });
});
