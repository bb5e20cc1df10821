import { describe, expect, it } from 'vitest';
import { normalizeTonePlacement } from './normalize-tone-placement';

describe('normalizeTonePlacement', () => {
  it.each([
    // both placements of an open oa/oe/uy syllable end up on the first vowel
    ['hoà', 'hòa'],
    ['hòa', 'hòa'],
    ['hoá', 'hóa'],
    ['hóa', 'hóa'],
    ['hoạ', 'họa'],
    ['khoẻ', 'khỏe'],
    ['thuỷ', 'thủy'],
    ['uỷ', 'ủy'],
    ['tuỳ', 'tùy'],
    ['nguỵ', 'ngụy'],
    ['HOÁ', 'HÓA'],
    // decomposed input gives the same NFC result
    ['hoà'.normalize('NFD'), 'hòa'],
    // closed syllables and longer vowel groups are already unambiguous
    ['hoàn', 'hoàn'],
    ['xoáy', 'xoáy'],
    ['ngoài', 'ngoài'],
    ['thuyết', 'thuyết'],
    ['hoặc', 'hoặc'],
    // qu + y: the tone stays on y
    ['quý', 'quý'],
    ['quỳ', 'quỳ'],
    // nothing to move
    ['liều', 'liều'],
    ['thuở', 'thuở'],
    ['hoa', 'hoa'],
    ['', ''],
  ])('%j → %j', (input, expected) => {
    expect(normalizeTonePlacement(input)).toBe(expected);
  });
});
