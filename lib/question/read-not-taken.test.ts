import { describe, expect, it } from 'vitest';
import { foldWords } from '@/lib/text/fold-diacritics';
import { readNotTaken } from './read-not-taken';

describe('readNotTaken', () => {
  it.each<[string, string[]]>([
    ['55 yo man on oral enalapril, no diuretic, nil by mouth', ['loi tieu']],
    ['not on any diuretics, what enalaprilat dose?', ['loi tieu']],
    ['Ông 70 tuổi chưa dùng thuốc lợi tiểu, enalapril liều đầu?', ['loi tieu']],
    ['bn khong uong loi tieu, lieu enalapril', ['loi tieu']],
    ['Patient without beta-blockers, diltiazem dose?', ['chen beta']],
    // a drug taken, or nothing said of one
    ['Đang dùng thuốc lợi tiểu, enalapril liều đầu?', []],
    ['Ông đang uống furosemid, nay không uống được, enalaprilat liều đầu?', []],
    ['no history of bleeding, enoxaparin dose?', []],
  ])('%s', (question, kinds) => {
    expect(readNotTaken(foldWords(question))).toEqual(kinds);
  });
});
