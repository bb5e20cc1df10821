import { describe, expect, it } from 'vitest';
import { foldWords } from '@/lib/text/fold-diacritics';
import { affirmsTakenDrug, deniesTakenDrug } from './denies-taken-drug';

const FUROSEMID = ['furosemid', 'furosemide', 'loi tieu quai', 'loi nieu'];
const ENALAPRIL = ['enalapril', 'uc che men chuyen'];

describe('deniesTakenDrug', () => {
  it.each<[string, readonly string[], boolean]>([
    // label, the taken drug's names and classes, denies
    [
      'Cho người lớn chưa dùng thuốc lợi tiểu hoặc cho người chuyển từ liệu pháp enalapril',
      FUROSEMID,
      true,
    ],
    ['Cho người lớn đang dùng thuốc lợi tiểu nhưng không đáp ứng', FUROSEMID, false],
    ['Người bệnh không dùng furosemid', FUROSEMID, true],
    ['Người chưa dùng các thuốc ức chế men chuyển', ENALAPRIL, true],
    // another kind of drug denied is not this one's
    ['Cho người lớn chưa dùng thuốc chẹn beta', FUROSEMID, false],
    ['Người lớn', FUROSEMID, false],
  ])('%s', (label, taken, denies) => {
    expect(deniesTakenDrug(foldWords(label), taken)).toBe(denies);
  });
});

describe('affirmsTakenDrug', () => {
  it.each<[string, readonly string[], boolean]>([
    ['Cho người lớn đang dùng thuốc lợi tiểu nhưng không đáp ứng', FUROSEMID, true],
    ['Cho người lớn chưa dùng thuốc lợi tiểu', FUROSEMID, false],
    ['Người đang dùng thuốc chẹn beta', FUROSEMID, false],
    // coming off the drug taken (DIGOXIN, unseen batch 50)
    ['Thay đổi từ digitoxin sang digoxin', ['digitoxin'], true],
    ['Cho người chuyển từ liệu pháp enalapril', ENALAPRIL, true],
    ['Thay đổi từ digitoxin sang digoxin', FUROSEMID, false],
  ])('%s', (label, taken, affirms) => {
    expect(affirmsTakenDrug(foldWords(label), taken)).toBe(affirms);
  });
});
