import { describe, expect, it } from 'vitest';
import { namesPhraseInTwoParts } from './names-phrase-in-two-parts';

describe('namesPhraseInTwoParts', () => {
  it.each<[string, string, boolean]>([
    // text (folded), label phrase (folded), named
    [
      'mo noi soi cat tui mat, nguy co huyet khoi tinh mach muc trung binh. du phong bang enoxaparin',
      'du phong huyet khoi tac tinh mach',
      true,
    ],
    // one part after a negation is the other thing (NSTEMI is no STEMI)
    [
      'nhoi mau co tim khong co st chenh len, pci ngay mai',
      'nhoi mau co tim co st chenh len',
      false,
    ],
    [
      'vien nen diltiazem thuong (khong phai loai giai phong cham)',
      'vien nen giai phong cham',
      false,
    ],
    // a part of generic words alone names nothing ("điều trị" is in most questions)
    [
      'du phong huyet khoi tinh mach sau sau mo, dieu tri bang enoxaparin',
      'dieu tri huyet khoi tinh mach sau',
      false,
    ],
    // under five words: a form named in two parts is left to the whole-phrase rules
    ['dung dich diazepam bom truc trang', 'dung dich truc trang', false],
    // whole and in order is not this rule's case, but is named all the same
    ['viem khop dang thap thieu nien, lieu bao nhieu', 'viem khop dang thap thieu nien', true],
  ])('%s / %s', (text, phrase, named) => {
    expect(namesPhraseInTwoParts(text, phrase)).toBe(named);
  });
});
