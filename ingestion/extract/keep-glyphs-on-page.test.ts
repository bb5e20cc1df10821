import { describe, expect, it } from 'vitest';
import { keepGlyphsOnPage } from './keep-glyphs-on-page';
import type { Glyph } from './read-glyphs';

const glyph = (x: number, y: number, advance = 5, a = 10, b = 0): Glyph => ({
  text: 'a',
  fontId: 'f1',
  matrix: [a, b, 0, -10, x, y],
  advance,
  code: 97,
});

describe('keepGlyphsOnPage (a 500 × 700 page)', () => {
  it.each([
    ['on the page', glyph(100, 300), true],
    ['a slug above the page', glyph(100, -30), false],
    ['below the page', glyph(100, 712), false],
    ['left of the page, its advance short of it', glyph(-8, 300), false],
    ['starting left of the page, reaching onto it', glyph(-3, 300), true],
    ['right of the page', glyph(501, 300), false],
    ['on the right edge', glyph(498, 300), true],
    ['rotated text running up the margin, on the page', glyph(20, 400, 5, 0, -10), true],
  ])('%s', (_, g, kept) => {
    expect(keepGlyphsOnPage([g], 500, 700)).toHaveLength(kept ? 1 : 0);
  });
});
