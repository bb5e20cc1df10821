import { describe, expect, it } from 'vitest';
import { encodeVni } from './encode-vni';

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
