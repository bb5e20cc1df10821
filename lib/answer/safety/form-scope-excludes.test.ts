import { describe, expect, it } from 'vitest';
import { foldWords } from '@/lib/text/fold-diacritics';
import { formScopeExcludes } from './form-scope-excludes';

const TOPICAL_VAGINAL =
  'Các sản phẩm dùng tại chỗ và đường âm đạo ngoài các chống chỉ định trên, cần chống chỉ định cho người bệnh đã có viêm đại tràng giả mạc';

describe('formScopeExcludes', () => {
  it.each<[string, string, string, boolean]>([
    // the line's forms and the question's (unseen batch 90, stop 60)
    // a syrup is taken by mouth: not the vial's (unseen batch 17, COLISTIN's storage)
    [
      'a reconstituted vial asked, a syrup line',
      'Có thể sử dụng dạng sirô trong 8 ngày sau khi pha, nếu để ở nơi mát.',
      'Lọ colistimetat đã pha bằng nước cất, cất tủ lạnh giữ được bao lâu?',
      true,
    ],
    [
      'a syrup asked, a syrup line',
      'Có thể sử dụng dạng sirô trong 8 ngày sau khi pha, nếu để ở nơi mát.',
      'Siro colistin pha xong uống được bao nhiêu ngày?',
      false,
    ],
    [
      'an injection asked',
      TOPICAL_VAGINAL,
      'Khoa chỉ còn lọ clindamycin tiêm 300 mg/2 ml, dùng được không?',
      true,
    ],
    [
      'a gel asked',
      TOPICAL_VAGINAL,
      'BS da liễu muốn kê gel clindamycin 1% bôi, có được không?',
      false,
    ],
    [
      'a vaginal cream asked',
      TOPICAL_VAGINAL,
      'Kem clindamycin 2% bôi âm đạo 7 tối được không?',
      false,
    ],
    [
      'no form asked',
      TOPICAL_VAGINAL,
      'Bệnh nhân viêm đại tràng dùng clindamycin được không?',
      false,
    ],
    ['a line with no form', 'Người bệnh có tiền sử viêm đại tràng', 'lọ clindamycin tiêm', false],
    [
      'an oral line, a vial asked',
      'Dạng uống: không dùng cho trẻ dưới 1 tháng',
      'lọ tiêm cho trẻ sơ sinh',
      true,
    ],
  ])('%s', (_name, line, question, excluded) => {
    expect(formScopeExcludes(foldWords(line), foldWords(question))).toBe(excluded);
  });
});
