import { describe, expect, it } from 'vitest';
import type { Matrix } from './affine-matrix';
import { readGlyphs, type TextOps } from './read-glyphs';

const OPS: TextOps = {
  save: 1,
  restore: 2,
  transform: 3,
  beginText: 4,
  setCharSpacing: 5,
  setWordSpacing: 6,
  setHScale: 7,
  setLeading: 8,
  setFont: 9,
  setTextRise: 10,
  moveText: 11,
  setLeadingMoveText: 12,
  setTextMatrix: 13,
  nextLine: 14,
  showText: 15,
  paintFormXObjectBegin: 16,
  paintFormXObjectEnd: 17,
};

/** A4 viewport: PDF y up → page y down. */
const VIEWPORT: Matrix = [1, 0, 0, -1, 0, 842];
const glyph = (unicode: string, width = 500) => ({ unicode, width, originalCharCode: 65 });

function read(list: [number, unknown[] | null][]) {
  const ops = { fnArray: list.map(([fn]) => fn), argsArray: list.map(([, args]) => args) };
  return readGlyphs(ops, VIEWPORT, OPS, () => 0.001).map((g) => ({
    text: g.text,
    x: g.matrix[4],
    y: g.matrix[5],
    advance: g.advance,
  }));
}

const text = (tm: unknown, ...items: unknown[]): [number, unknown[] | null][] => [
  [OPS.beginText, null],
  [OPS.setFont, ['f1', 10]],
  [OPS.setTextMatrix, [tm]],
  [OPS.showText, [items]],
];

describe('readGlyphs', () => {
  it('places each glyph at the pen and moves it by the advance', () => {
    expect(read(text([1, 0, 0, 1, 100, 700], glyph('A'), glyph('B')))).toEqual([
      { text: 'A', x: 100, y: 142, advance: 5 },
      { text: 'B', x: 105, y: 142, advance: 5 },
    ]);
  });

  it('moves the pen left by a positive TJ adjustment', () => {
    expect(read(text([1, 0, 0, 1, 100, 700], glyph('A'), 200, glyph('V'))).map((g) => g.x)).toEqual(
      [100, 103],
    );
  });

  it('reads a text matrix pdf.js stored as Float32 at the coordinates the PDF wrote', () => {
    const f32 = new Float32Array([1, 0, 0, 1, 136.9695, 776.131]);
    expect(f32[4]).not.toBe(136.9695);
    const [g] = read(text(f32, glyph('A')));
    expect(g!.x).toBe(136.9695);
    expect(g!.y).toBeCloseTo(842 - 776.131, 9);
  });

  it('draws a form XObject in its own space, and leaves it when the form ends', () => {
    const glyphs = read([
      [OPS.paintFormXObjectBegin, [new Float32Array([1, 0, 0, 1, 50, 20]), null]],
      ...text([1, 0, 0, 1, 100, 700], glyph('H')),
      [OPS.paintFormXObjectEnd, []],
      ...text([1, 0, 0, 1, 100, 700], glyph('B')),
    ]);
    expect(glyphs.map((g) => [g.text, g.x, g.y])).toEqual([
      ['H', 150, 122],
      ['B', 100, 142],
    ]);
  });

  it('keeps the CTM of a form with no matrix', () => {
    const glyphs = read([
      [OPS.paintFormXObjectBegin, [null, null]],
      ...text([1, 0, 0, 1, 100, 700], glyph('H')),
      [OPS.paintFormXObjectEnd, []],
    ]);
    expect(glyphs.map((g) => [g.x, g.y])).toEqual([[100, 142]]);
  });

  it('scales advances with the text matrix and the horizontal scale', () => {
    const glyphs = read([
      [OPS.setHScale, [50]],
      ...text([2, 0, 0, 2, 100, 700], glyph('A'), glyph('B')),
    ]);
    expect(glyphs.map((g) => [g.x, g.advance])).toEqual([
      [100, 5],
      [105, 5],
    ]);
  });
});
