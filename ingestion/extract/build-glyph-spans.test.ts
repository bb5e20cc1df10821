import { describe, expect, it } from 'vitest';
import { buildGlyphSpans, type GlyphFont } from './build-glyph-spans';
import type { Glyph } from './read-glyphs';

const FONT: GlyphFont = {
  font: 'Serif-Regular',
  bold: false,
  italic: false,
  ascent: 0.8,
  descent: -0.2,
  encoding: null,
  capitals: false,
};

/**
 * One line of 10 pt glyphs, 5 pt wide each, laid left to right from x = 100; `gaps[i]` (em) is
 * the extra space after glyph i. Texts are what the font's ToUnicode says.
 */
function line(texts: string[], gaps: number[] = [], fontOf = () => FONT): [Glyph[], typeof fontOf] {
  let x = 100;
  const glyphs = texts.map((text, i) => {
    const g: Glyph = {
      text,
      fontId: 'f1',
      matrix: [10, 0, 0, -10, x, 700],
      advance: 5,
      code: i,
    };
    x += 5 + (gaps[i] ?? 0) * 10;
    return g;
  });
  return [glyphs, fontOf];
}

describe('buildGlyphSpans', () => {
  it('parts words at a line’s own narrow gaps (0.08 em, no space glyphs)', () => {
    const words = ['phòng', 'phẫu', 'thuật', 'tiêm', 'tĩnh', 'mạch'];
    const texts = words.flatMap((w) => [...w]);
    const gaps: number[] = [];
    for (const w of words) gaps.push(...Array.from(w, (_, i) => (i === w.length - 1 ? 0.08 : 0)));
    const spans = buildGlyphSpans(...line(texts, gaps));
    expect(spans.map((s) => s.text)).toEqual(['phòng phẫu thuật tiêm tĩnh mạch']);
  });

  it.each([
    // The grave's glyph drawn before the ơ it sits on: Unicode's order joined it to ư.
    ['a tone mark glyph typed before its vowel', ['n', 'g', 'ư', '\u0300', 'ơ', 'i'], 'người'],
    ['an acute typed before ô', ['t', 'h', 'u', '\u0301', 'ô', 'c'], 'thuốc'],
    ['a tone after its letter stays', ['c', 'ư', '\u0301', 'u'], 'cứu'],
  ])('%s', (_, texts, word) => {
    // Mark glyphs have no advance: each stands where the next letter starts.
    const [glyphs, fontOf] = line(texts);
    let x = 100;
    for (const g of glyphs) {
      g.matrix = [10, 0, 0, -10, x, 700];
      g.advance = /^\p{M}$/u.test(g.text) ? 0 : 5;
      x += g.advance;
    }
    expect(buildGlyphSpans(glyphs, fontOf)[0]!.text).toBe(word);
  });

  it('composes decomposed letters and keeps every glyph’s advance', () => {
    // ToUnicode gives "u" + horn for ư, as in the nfd defect book.
    const spans = buildGlyphSpans(...line(['t', 'u\u031b', 'o\u031b', 'n', 'g']));
    expect(spans[0]!.text).toBe('tương');
    expect(spans[0]!.bbox[2] - spans[0]!.bbox[0]).toBeCloseTo(25);
  });

  it('joins a mark glyph to its letter, and reads TCVN3 by the font’s name', () => {
    const tcvn3 = { ...FONT, font: '.VnTime', encoding: 'tcvn3' as const };
    expect(buildGlyphSpans(...line(['\u0301', 'a', 'n'])).map((s) => s.text)).toEqual(['án']);
    expect(buildGlyphSpans(...line(['V', 'i', '\u00d6', 't'], [], () => tcvn3))[0]!.text).toBe(
      'Việt',
    );
  });

  it('starts a new span past a wide jump (another column or cell)', () => {
    const spans = buildGlyphSpans(...line(['a', 'b', 'c', 'd'], [0, 2, 0]));
    expect(spans.map((s) => s.text)).toEqual(['ab', 'cd']);
  });
});
