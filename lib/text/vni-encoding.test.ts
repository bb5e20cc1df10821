import { describe, expect, it } from 'vitest';
import { decodeVni, encodeVni, isVniFontName } from './vni-encoding';

describe('encodeVni', () => {
  it.each([
    ['Việt Nam', 'Vieät Nam'],
    ['đường', 'ñöôøng'],
    ['Đ', 'Ñ'],
    ['liều lượng', 'lieàu löôïng'],
    ['trẻ em', 'treû em'],
    ['ắ ằ ẳ ẵ ặ ă', 'aé aè aú aü aë aê'],
    ['í ì ỉ ĩ ị', 'í ì æ ó ò'],
    ['á à ả ã ạ', 'aù aø aû aõ aï'],
    ['ƯỚC', 'ÖÔÙC'],
    ['thuốc', 'thuoác'],
    ['mg/kg', 'mg/kg'],
  ])('%s → %s', (text, vni) => {
    expect(encodeVni(text)).toBe(vni);
  });
});

describe('decodeVni', () => {
  it.each([
    ['Coäng hoøa xaõ hoäi chuû nghóa Vieät Nam', 'Cộng hòa xã hội chủ nghĩa Việt Nam'],
    ['Ñaïi hoïc', 'Đại học'],
    ['Ñoäc laäp - Töï do - Haïnh phuùc', 'Độc lập - Tự do - Hạnh phúc'],
    ['Nguyeãn', 'Nguyễn'],
    ['Chæ thò', 'Chỉ thị'],
    ['Naêm', 'Năm'],
    ['Ñaëc bieät', 'Đặc biệt'],
    ['Baèng', 'Bằng'],
    ['Quoác', 'Quốc'],
    ['Theå', 'Thể'],
    ['LIEÀU LÖÔÏNG', 'LIỀU LƯỢNG'],
    ['10 mg/kg', '10 mg/kg'],
  ])('%s → %s', (vni, text) => {
    expect(decodeVni(vni)).toBe(text);
  });

  it('reads a symbolic VNI font whose codes pdf.js put in the Private Use Area', () => {
    // "Vieät" as U+F056 U+F069 U+F065 U+F0E4 U+F074.
    expect(decodeVni('\uf056\uf069\uf065\uf0e4\uf074')).toBe('Việt');
    expect(decodeVni('\uf0d1')).toBe('Đ');
  });

  it('leaves a lone mark character as combining marks for the letter before it', () => {
    // In Unicode's canonical order: the dot below (class 220) before the circumflex (230).
    expect(decodeVni('ä')).toBe('\u0323\u0302');
    expect(decodeVni('ù')).toBe('\u0301');
  });

  it('decodes what encodeVni writes, for every Vietnamese letter', () => {
    const letters = 'aàảãáạăằẳẵắặâầẩẫấậeèẻẽéẹêềểễếệiìỉĩíịoòỏõóọôồổỗốộơờởỡớợuùủũúụưừửữứựyỳỷỹýỵđ';
    const all = letters + letters.toUpperCase();
    expect(decodeVni(encodeVni(all))).toBe(all);
  });
});

describe('isVniFontName', () => {
  it.each([
    ['VNI-Times', true],
    ['VNI-Helve-Bold', true],
    ['VNI Aptima', true],
    ['.VnTime', false],
    ['Univers', false],
    ['NotoSerif-Regular', false],
  ])('%s → %s', (font, vni) => {
    expect(isVniFontName(font)).toBe(vni);
  });
});
