import { describe, expect, it } from 'vitest';
import { dropClassFillers, readClassPhrases } from './read-class-phrases';

describe('readClassPhrases', () => {
  it.each<[string, string[]]>([
    ['Thuốc uống chống đông máu. Thuốc kháng vitamin K.', ['chong dong mau', 'khang vitamin k']],
    ['Kháng sinh họ lincosamid.', ['khang sinh lincosamid']],
    ['Thuốc lợi tiểu kháng aldosteron.', ['loi tieu khang aldosteron']],
    [
      'Thuốc hạ glucose máu - chống đái tháo đường (ức chế alpha-glucosidase).',
      ['ha glucose mau', 'chong dai thao duong', 'uc che alpha glucosidase'],
    ],
    [
      'Thuốc tiêu chất nhày; thuốc giải độc (quá liều paracetamol).',
      ['tieu chat nhay', 'giai doc', 'qua lieu paracetamol'],
    ],
    ['Kháng sinh.', ['khang sinh']],
    ['Thuốc giãn mạch, chống tăng huyết áp.', ['gian mach', 'chong tang huyet ap']],
    // one syllable names too many drugs
    ['Vitamin.', []],
    ['Thuốc kháng, giảm đau.', ['giam dau']],
    ['', []],
  ])('%j → %j', (text, phrases) => {
    expect(readClassPhrases(text)).toEqual(phrases);
  });

  it('drops the qualifying words of a class name in running text', () => {
    expect(dropClassFillers('cua cac thuoc uong chong dong mau')).toBe('chong dong mau');
    expect(dropClassFillers('dan chat coumarin')).toBe('coumarin');
  });
});
