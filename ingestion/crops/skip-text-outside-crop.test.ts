import { describe, expect, it } from 'vitest';
import type { Matrix } from '../extract/affine-matrix';
import {
  skipTextOutsideCrop,
  type CropFont,
  type CropTextOps,
  type OperatorList,
} from './skip-text-outside-crop';

// pdf.js's OPS numbers for these operators (pdf.mjs 5.4); any distinct numbers would do.
const OPS: CropTextOps = {
  save: 10,
  restore: 11,
  transform: 12,
  paintFormXObjectBegin: 74,
  paintFormXObjectEnd: 75,
  beginText: 31,
  endText: 32,
  setCharSpacing: 33,
  setWordSpacing: 34,
  setHScale: 35,
  setLeading: 36,
  setFont: 37,
  setTextRenderingMode: 38,
  setTextRise: 39,
  moveText: 40,
  setLeadingMoveText: 41,
  setTextMatrix: 42,
  nextLine: 43,
  showText: 44,
  setGState: 9,
  beginAnnotation: 80,
  beginGroup: 76,
};
const FILL = 22;

/** An A4 page, top-left origin (pdf.js's viewport at scale 1). */
const VIEWPORT: Matrix = [1, 0, 0, -1, 0, 842];
/** A crop round a table in the middle of the page: x 100–300, y 400–500 from the top. */
const CROP = [100, 400, 300, 500] as const;

const FONTS: Record<string, CropFont> = {
  F1: { fontMatrix: [0.001, 0, 0, 0.001, 0, 0] },
  T3: { fontMatrix: [0.01, 0, 0, 0.01, 0, 0], isType3Font: true },
};

type Op = [number, unknown[] | null];
/** "Liều" in glyphs of 500 units each. */
const word = (n = 4) => [Array.from({ length: n }, () => ({ width: 500, isSpace: false }))];
const at = (x: number, yFromTop: number): Op => [
  OPS.setTextMatrix,
  [[1, 0, 0, 1, x, 842 - yFromTop]],
];
const font = (id = 'F1', size = 10): Op => [OPS.setFont, [id, size]];
const show = (glyphs = 4): Op => [OPS.showText, word(glyphs)];

function drawn(ops: Op[], options: { lastChunk?: boolean; fonts?: Record<string, CropFont> } = {}) {
  const list: OperatorList = {
    fnArray: ops.map((o) => o[0]),
    argsArray: ops.map((o) => o[1]),
    lastChunk: options.lastChunk ?? true,
  };
  const fonts = options.fonts ?? FONTS;
  const keep = skipTextOutsideCrop(
    () => list,
    CROP,
    VIEWPORT,
    OPS,
    (id) => fonts[id] ?? null,
  );
  return ops.map((_, i) => keep(i));
}

describe('skipTextOutsideCrop', () => {
  it.each<[string, Op[], boolean[]]>([
    [
      'a line inside the crop is drawn, a line above it is not',
      [
        [OPS.beginText, null],
        font(),
        at(120, 450),
        show(),
        at(120, 100),
        show(),
        [OPS.endText, null],
      ],
      [true, true, true, true, true, false, true],
    ],
    [
      'a line just outside, within the slack of an em, is drawn',
      [[OPS.beginText, null], font(), at(120, 511), show()],
      [true, true, true, true],
    ],
    [
      'text outside followed on the same line by text inside: both drawn (the pen carries over)',
      [[OPS.beginText, null], font(), at(40, 450), show(), show(), show(), show(), show()],
      [true, true, true, true, true, true, true, true],
    ],
    [
      'text inside followed on the same line by text outside: the rest of the line is skipped',
      // 40 pt a show from x 280: 280–320 reaches the crop (to 300), 320–360 and on do not.
      [[OPS.beginText, null], font(), at(280, 450), show(8), show(8), show(8)],
      [true, true, true, true, false, false],
    ],
    [
      'a Td starts a new run: the next line can be skipped on its own',
      [[OPS.beginText, null], font(), at(120, 450), show(), [OPS.moveText, [0, 400]], show()],
      [true, true, true, true, true, false],
    ],
    [
      'text that clips (render mode 7) is drawn wherever it is',
      [[OPS.beginText, null], font(), [OPS.setTextRenderingMode, [7]], at(120, 100), show()],
      [true, true, true, true, true],
    ],
    [
      'a Type 3 font is drawn, and the pen is lost for the rest of the page',
      [[OPS.beginText, null], font('T3'), at(120, 100), show(), font(), at(120, 100), show()],
      [true, true, true, true, true, true, true],
    ],
    [
      'after an annotation every operator is drawn',
      [
        [OPS.beginAnnotation, ['a1', [0, 0, 1, 1], VIEWPORT, VIEWPORT, false]],
        [OPS.beginText, null],
        font(),
        at(120, 100),
        show(),
      ],
      [true, true, true, true, true],
    ],
    [
      'a form’s matrix moves its text: a form placed over the crop draws its line',
      [
        [OPS.paintFormXObjectBegin, [[1, 0, 0, 1, 0, -350], null]],
        [OPS.beginText, null],
        font(),
        at(120, 100),
        show(),
        [OPS.endText, null],
        [OPS.paintFormXObjectEnd, null],
        [OPS.beginText, null],
        font(),
        at(120, 100),
        show(),
      ],
      [true, true, true, true, true, true, true, true, true, true, false],
    ],
    [
      'Q puts back the matrix saved by q: the text after it is placed from there',
      [
        [OPS.beginText, null],
        font(),
        at(120, 100),
        [OPS.save, null],
        at(120, 450),
        [OPS.restore, null],
        show(),
      ],
      [true, true, true, true, true, true, false],
    ],
    [
      'text before q…Q still moves the pen for text after Q: a line that ends inside is drawn whole',
      [
        [OPS.beginText, null],
        font(),
        at(40, 450),
        show(),
        [OPS.save, null],
        show(),
        [OPS.restore, null],
        show(),
        show(),
      ],
      [true, true, true, true, true, true, true, true, true],
    ],
    [
      'a graphics state that sets a font loses the pen: every operator after it is drawn',
      [
        [OPS.setGState, [[['Font', ['F1', 12]]]]],
        [OPS.beginText, null],
        font(),
        at(120, 100),
        show(),
      ],
      [true, true, true, true, true],
    ],
    [
      'paths and fills are never skipped',
      [
        [OPS.save, null],
        [FILL, null],
        [OPS.restore, null],
      ],
      [true, true, true],
    ],
  ])('%s', (_, ops, expected) => {
    expect(drawn(ops)).toEqual(expected);
  });

  it('draws a run that goes past the operators received so far, and skips it once the list is complete', () => {
    const ops: Op[] = [[OPS.beginText, null], font(), at(120, 100), show()];
    expect(drawn(ops, { lastChunk: false }).at(-1)).toBe(true);
    expect(drawn(ops, { lastChunk: true }).at(-1)).toBe(false);
  });

  it('draws when a font met further on is not loaded yet, and decides again after it', () => {
    const ops: Op[] = [[OPS.beginText, null], font(), at(120, 100), show(), font('F2'), show()];
    expect(drawn(ops, { fonts: { F1: FONTS.F1! } }).slice(3)).toEqual([true, true, true]);
  });

  it('gives the same answer when pdf.js asks again for one operator (after loading a font)', () => {
    const ops: Op[] = [[OPS.beginText, null], font(), at(120, 100), show()];
    const list: OperatorList = {
      fnArray: ops.map((o) => o[0]),
      argsArray: ops.map((o) => o[1]),
      lastChunk: true,
    };
    const keep = skipTextOutsideCrop(
      () => list,
      CROP,
      VIEWPORT,
      OPS,
      (id) => FONTS[id] ?? null,
    );
    expect([keep(0), keep(1), keep(1), keep(2), keep(3), keep(3)]).toEqual([
      true,
      true,
      true,
      true,
      false,
      false,
    ]);
  });

  it('draws everything when the list being drawn cannot be read', () => {
    const keep = skipTextOutsideCrop(
      () => null,
      CROP,
      VIEWPORT,
      OPS,
      () => FONTS.F1!,
    );
    expect([keep(0), keep(1)]).toEqual([true, true]);
  });
});
