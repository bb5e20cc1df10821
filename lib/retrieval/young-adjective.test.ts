import { describe, expect, it } from 'vitest';
import { foldDiacritics } from '@/lib/text/fold-diacritics';
import { blankYoungAdjective, isYoungAdjectiveAt } from './young-adjective';

describe('blankYoungAdjective', () => {
  it.each<[string, boolean]>([
    ['bs trẻ định tiêm TM diltiazem', true],
    ['bác sĩ trẻ hỏi liều digoxin', true],
    ['phụ nữ trẻ 25 tuổi dùng enalapril', true],
    ['người trẻ tuổi bị tăng huyết áp', true],
    // the patient is a child
    ['trẻ 5 tuổi dùng digoxin', false],
    ['liều cho trẻ em 20 kg', false],
    ['bn trẻ sơ sinh 3 kg', false],
    // folded "có" and "chỉ" are no person
    ['nhà có trẻ nhỏ, để thuốc ở đâu', false],
    ['chỉ trẻ em dưới 2 tuổi', false],
    // "trễ" (late) typed without marks, and a young adult (unseen batch 156, first-set 153)
    ['uong bay gio con tac dung khong hay la tre qua roi', true],
    ['uong thuoc bi tre 2 tieng', true],
    ['so voi nguoi lon tre', true],
    ['tre qua 6 thang thi sao', false],
  ])('%s → young: %s', (question, young) => {
    const folded = foldDiacritics(question).toLowerCase();
    const at = folded.search(/(?<![\p{L}])tre(?![\p{L}])/u);
    expect(isYoungAdjectiveAt(folded, at)).toBe(young);
    expect(blankYoungAdjective(folded)).toHaveLength(folded.length);
  });
});
