import { describe, expect, it } from 'vitest';
import {
  attachOrphanMarks,
  composeMarks,
  expandLigatures,
  mapSymbolBullets,
  moveLeadingMarks,
  repairGlyphText,
} from './repair-glyph-text';

describe('glyph-text repairs', () => {
  it.each([
    ['expandLigatures', expandLigatures, '\ufb01', 'fi'],
    ['expandLigatures: ﬃ', expandLigatures, '\ufb03', 'ffi'],
    ['expandLigatures: only U+FB00–FB06', expandLigatures, '\ufb13', '\ufb13'],
    ['moveLeadingMarks: acute before a', moveLeadingMarks, '\u0301a', 'a\u0301'],
    ['moveLeadingMarks: two marks before e', moveLeadingMarks, '\u0323\u0302e', 'e\u0323\u0302'],
    ['moveLeadingMarks: already in order', moveLeadingMarks, 'e\u0302', 'e\u0302'],
    ['composeMarks: ư from u + horn', composeMarks, 'u\u031b', 'ư'],
    ['composeMarks: ệ from e + dot + circumflex', composeMarks, 'e\u0323\u0302', 'ệ'],
    ['mapSymbolBullets: Symbol bullet', mapSymbolBullets, '\uf0b7', '•'],
    ['mapSymbolBullets: other PUA stays', mapSymbolBullets, '\uf700', '\uf700'],
  ] as const)('%s', (_, repair, input, output) => {
    expect(repair(input)).toBe(output);
  });

  it.each([
    ['decomposed letter', 'u\u031b\u0301', null, 'ứ'],
    ['mark first', '\u0301\u01b0', null, 'ứ'],
    ['ligature', '\ufb02', null, 'fl'],
    ['TCVN3 ư', '\u00ad', 'tcvn3', 'ư'],
    ['TCVN3 ộ', '\u00e9', 'tcvn3', 'ộ'],
    ['TCVN3 capitals face', '\u00e9', 'tcvn3-capitals', 'Ộ'],
    ['VNI ơ (a letter of its own)', '\u00f4', 'vni', 'ơ'],
    ['VNI đ', '\u00f1', 'vni', 'đ'],
    ['VNI ĩ', '\u00f3', 'vni', 'ĩ'],
    ['VNI circumflex + dot glyph: marks for the letter before', '\u00e4', 'vni', '\u0323\u0302'],
    ['VNI base and marks in one glyph', 'e\u00e4', 'vni', 'ệ'],
    ['VNI plain letter', 'a', 'vni', 'a'],
    ['plain letter', 'a', null, 'a'],
    ['spacing grave after ơ', 'ơ`', null, 'ờ'],
    ['spacing circumflex, then a combining hook', 'aˆ\u0309', null, 'ẩ'],
    ['spacing breve after a dotted a', 'ạ˘', null, 'ặ'],
    ['a prime after a digit stays', '3´', null, '3´'],
    ['an eth for đ', '\u00f0', null, 'đ'],
    ['an eth for Đ', '\u00d0', null, 'Đ'],
    ['an "oi" letter for ư', '\u01a3', null, 'ư'],
    ['an "oi" letter with a tone mark', '\u01a3\u0300', null, 'ừ'],
    ['an "Oi" letter for Ư', '\u01a2', null, 'Ư'],
    ['TCVN3 0xD0 is é, not an eth', '\u00d0', 'tcvn3', 'é'],
  ] as const)('repairGlyphText: %s', (_, input, encoding, output) => {
    const capitals = encoding === 'tcvn3-capitals';
    const legacy = encoding === 'vni' ? 'vni' : encoding ? 'tcvn3' : null;
    expect(repairGlyphText(input, legacy, capitals)).toBe(output);
  });

  it('VNI: a tone glyph after its letter glyph joins it', () => {
    const texts = ['Vi', 'e', '\u00e4', 't'].map((t) => repairGlyphText(t, 'vni'));
    expect(attachOrphanMarks(texts).join('')).toBe('Việt');
  });

  it.each([
    ['a mark glyph after its letter joins it', ['u', '\u031b', 'n'], ['ư', '', 'n']],
    ['two mark glyphs after one letter', ['e', '\u0302', '\u0323', 't'], ['ệ', '', '', 't']],
    ['a mark glyph starting a word joins the next letter', [' ', '\u0301', 'a'], [' ', '', 'á']],
    ['a mark with no letter near stays', [' ', '\u0301', ' '], [' ', '\u0301', ' ']],
  ])('attachOrphanMarks: %s', (_, input, output) => {
    expect(attachOrphanMarks([...input])).toEqual(output);
  });
});
