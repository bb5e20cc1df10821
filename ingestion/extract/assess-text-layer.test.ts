import { describe, expect, it } from 'vitest';
import {
  findTextLayerRefusal,
  formatTextHealth,
  summariseTextHealth,
  undecodedEncodingOf,
} from './assess-text-layer';
import { NO_DEFECTS, type FontHealth, type PageHealth } from './measure-text-health';

function font(patch: Partial<FontHealth> = {}): FontHealth {
  return {
    font: 'Serif-Regular',
    glyphs: 1000,
    ...NO_DEFECTS,
    unmapped: 0,
    symbol: 0,
    legacy: null,
    left: NO_DEFECTS,
    pua_range: null,
    tokens: 250,
    readable: 250,
    foreign: 0,
    needs_mark: 40,
    bare: 0,
    vietnamese_letters: 120,
    toned: 96,
    ...patch,
  };
}

function page(p: number, fonts: FontHealth[], patch: Partial<PageHealth> = {}): PageHealth {
  return {
    physical_page: p,
    fonts,
    tokens: 300,
    readable: 300,
    letters: 1200,
    long_letters: 0,
    repaired: false,
    ran_together: false,
    letter_spaced: false,
    ...patch,
  };
}

const pages = (from: number, to: number, make: (p: number) => PageHealth) =>
  Array.from({ length: to - from + 1 }, (_, i) => make(from + i));

describe('undecodedEncodingOf', () => {
  it.each([
    ['VNI-Times', null],
    ['VISCII-Times', 'VISCII'],
    ['Times-VISCII-Bold', 'VISCII'],
    ['VPS Times', 'VPS'],
    ['.VnTime', null],
    ['NotoSerif-Regular', null],
    ['Univers', null],
  ])('%s → %s', (font, encoding) => {
    expect(undecodedEncodingOf(font)).toBe(encoding);
  });
});

describe('findTextLayerRefusal', () => {
  it.each([
    ['a clean book', pages(0, 9, (p) => page(p, [font()])), null],
    [
      'a repaired book (marks composed)',
      pages(0, 9, (p) => page(p, [font({ marks: 40 })], { repaired: true })),
      null,
    ],
    [
      'a bold font without a Unicode map',
      pages(7, 31, (p) => page(p, [font(), font({ font: 'DejaVuSerif-Bold', unmapped: 213 })])),
      'font DejaVuSerif-Bold has no Unicode map: 5,325 glyphs on pages 8–32 cannot be read',
    ],
    [
      'Private Use Area letters left after repair',
      pages(0, 32, (p) =>
        page(p, [font({ pua: 5, left: { ...NO_DEFECTS, pua: 5 }, pua_range: [0xf700, 0xf70e] })]),
      ),
      'Private Use Area characters U+F700–U+F70E in font Serif-Regular on 33 pages (1–33): the font does not say which letters they are',
    ],
    [
      'a scan with a bad OCR layer',
      pages(0, 1, (p) => page(p, [font()], { readable: 12 })),
      'the text layer is not Vietnamese: 4.0% valid syllables, under the 60% floor, on pages 1–2 (a scan with a bad OCR layer, or an encoding this reader does not know?)',
    ],
    [
      'one font whose own text is not Vietnamese, named',
      pages(0, 4, (p) =>
        page(p, [font(), font({ font: 'Sans-Bold', tokens: 200, readable: 10 })], {
          tokens: 450,
          readable: 260,
        }),
      ),
      'the text layer is not Vietnamese: 57.8% valid syllables, under the 60% floor, on pages 1–5; font Sans-Bold: 5.0% valid syllables, under the 60% floor, on pages 1–5 (a scan with a bad OCR layer, or an encoding this reader does not know?)',
    ],
    [
      'a VISCII font, named with its encoding',
      pages(2, 9, (p) =>
        page(p, [font({ font: 'VISCII-Times', tokens: 300, readable: 30 })], { readable: 30 }),
      ),
      "the text layer is not Vietnamese: 10.0% valid syllables, under the 60% floor, on pages 3–10; font VISCII-Times: 10.0% valid syllables, under the 60% floor, on pages 3–10 (the font's name says VISCII, an 8-bit Vietnamese encoding this reader does not decode)",
    ],
    [
      'a font whose Unicode map drops the marks ("người" read "nguoi")',
      pages(0, 4, (p) =>
        page(p, [
          font(),
          font({ font: 'Serif-Bold', needs_mark: 30, bare: 30, vietnamese_letters: 0, toned: 0 }),
        ]),
      ),
      'font Serif-Bold drops Vietnamese diacritics: 100.0% of its 150 words whose spelling needs a mark (người, thuốc, liều) have none, over the 50% ceiling, on pages 1–5',
    ],
    [
      'a few bare words (a Latin name, a typo) are not refused',
      pages(0, 4, (p) => page(p, [font({ bare: 3 })])),
      null,
    ],
    [
      'a font whose Unicode map drops the tones ("người" read "ngươi")',
      pages(0, 9, (p) => page(p, [font({ toned: 1 })])),
      'font Serif-Regular drops Vietnamese tone marks: 0.8% of its 1,200 words with ă, â, ê, ô, ơ, ư or đ carry a tone (about 80% in Vietnamese text), under the 20% floor, on pages 1–10',
    ],
    [
      'a font with too few such words is not judged on its tones',
      pages(0, 0, (p) => page(p, [font({ vietnamese_letters: 50, toned: 0 })])),
      null,
    ],
    [
      'a face whose map is garbage on pages the body font keeps readable',
      pages(0, 3, (p) =>
        page(p, [font(), font({ font: 'Serif-Bold', tokens: 60, readable: 12 })], {
          tokens: 310,
          readable: 262,
        }),
      ),
      'the text layer of font Serif-Bold is not Vietnamese: 20.0% of its 240 words are valid syllables or Latin words, under the 60% floor, on pages 1–4 (its Unicode map is not the letters it draws)',
    ],
    [
      'a face of Greek letters (μ, β) is not judged by Vietnamese spelling',
      pages(0, 3, (p) =>
        page(p, [font(), font({ font: 'Math', tokens: 60, readable: 0, foreign: 60 })]),
      ),
      null,
    ],
    [
      'a face with too little text is not judged on its own',
      pages(0, 1, (p) => page(p, [font(), font({ font: 'Serif-Bold', tokens: 60, readable: 0 })])),
      null,
    ],
    [
      'tones written as spacing accents no letter took',
      pages(0, 2, (p) =>
        page(p, [font({ spacing_accents: 30, left: { ...NO_DEFECTS, spacing_accents: 10 } })]),
      ),
      'font Serif-Regular writes 30 tone marks as spacing accents (´ ` ˜ ˆ ˘) that join no letter on pages 1–3',
    ],
    [
      'spacing accents all joined their letters',
      pages(0, 2, (p) => page(p, [font({ spacing_accents: 30 })])),
      null,
    ],
    [
      'words run together after repair',
      pages(0, 2, (p) => page(p, [font()], { long_letters: 900 })),
      'words run together: 75.0% of letters are in tokens longer than 24 letters, over the 5% ceiling, on pages 1–3 (the text layer has no word spaces)',
    ],
    [
      // Issue 40: the share was the whole book's, rounded to "0%", beside a verdict on one page.
      'one page without word spaces in a long book: its own share, over the ceiling',
      pages(0, 199, (p) => page(p, [font()], p === 3 ? { long_letters: 458 } : {})),
      'words run together: 38.2% of letters are in tokens longer than 24 letters, over the 5% ceiling, on page 4 (the text layer has no word spaces)',
    ],
    [
      'a page just over the ceiling shows the decimals that keep it over',
      pages(0, 9, (p) => page(p, [font()], p === 0 ? { letters: 10_000, long_letters: 501 } : {})),
      'words run together: 5.01% of letters are in tokens longer than 24 letters, over the 5% ceiling, on page 1 (the text layer has no word spaces)',
    ],
    [
      'unreadable pages in a long readable book: their own share, under the floor',
      pages(0, 99, (p) => page(p, [font()], p >= 10 && p <= 11 ? { readable: 179 } : {})),
      'the text layer is not Vietnamese: 59.7% valid syllables, under the 60% floor, on pages 11–12 (a scan with a bad OCR layer, or an encoding this reader does not know?)',
    ],
  ])('%s', (_, input, refusal) => {
    expect(findTextLayerRefusal(summariseTextHealth(input))).toBe(refusal);
  });

  it('prints one line per font and the pages', () => {
    const report = formatTextHealth(
      summariseTextHealth(
        pages(0, 3, (p) => page(p, [font({ ligatures: 2 })], { repaired: true })),
      ),
    );
    expect(report).toContain(
      'Serif-Regular: 4,000 glyphs on pages 1–4; 8 ligatures — all repaired',
    );
    expect(report).toContain('4 read glyph by glyph to repair (1–4)');
  });

  it('lists the pages whose letter-spaced text was re-read by glyph gaps', () => {
    const report = formatTextHealth(
      summariseTextHealth(
        pages(0, 2, (p) => page(p, [font()], { repaired: p === 1, letter_spaced: p === 1 })),
      ),
    );
    expect(report).toContain(
      'letter-spaced text spelled out as pdf.js reads it, parted by glyph gaps: 2',
    );
  });

  it('names spacing accents among the defects repaired', () => {
    const report = formatTextHealth(
      summariseTextHealth(pages(0, 1, (p) => page(p, [font({ spacing_accents: 5 })]))),
    );
    expect(report).toContain(
      'Serif-Regular: 2,000 glyphs on pages 1–2; 10 spacing accents — all repaired',
    );
  });
});
