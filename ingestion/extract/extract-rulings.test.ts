import { describe, expect, it } from 'vitest';
import type { Matrix } from './affine-matrix';
import { extractRulings, type RulingOpCodes } from './extract-rulings';

// Arbitrary codes: the function must use the table it is given, not pdfjs's numbers.
const OPS: RulingOpCodes = {
  save: 1,
  restore: 2,
  transform: 3,
  setLineWidth: 4,
  setGState: 5,
  constructPath: 6,
  paintFormXObjectBegin: 7,
  paintFormXObjectEnd: 8,
  stroke: 20,
  closeStroke: 21,
  fill: 22,
  eoFill: 23,
  fillStroke: 24,
  eoFillStroke: 25,
  closeFillStroke: 26,
  closeEOFillStroke: 27,
};
const ENDPATH = 28;
const MOVE = 0;
const LINE = 1;
const CURVE = 2;
const CLOSE = 3;
/** An A4 page: PDF user space (y up) → top-left origin. */
const VIEWPORT: Matrix = [1, 0, 0, -1, 0, 842];

function path(paint: number, ...data: number[]): [number, unknown] {
  return [OPS.constructPath, [paint, [new Float32Array(data)], null]];
}

function run(...ops: [number, unknown][]) {
  return extractRulings(
    { fnArray: ops.map((o) => o[0]), argsArray: ops.map((o) => o[1]) },
    VIEWPORT,
    OPS,
  );
}

const round = (b: number[]) => b.map((v) => Math.round(v * 100) / 100);

describe('extractRulings', () => {
  it('reads a stroked horizontal line with its line width, in top-left coordinates', () => {
    const [seg, ...rest] = run(
      [OPS.setLineWidth, [0.5]],
      path(OPS.stroke, MOVE, 50, 800, LINE, 545, 800),
    );
    expect(rest).toEqual([]);
    expect(seg?.orientation).toBe('horizontal');
    expect(round(seg!.bbox)).toEqual([50, 41.75, 545, 42.25]);
  });

  it('reads a thin filled rectangle as a rule and ignores a large filled one', () => {
    const segs = run(
      path(OPS.fill, MOVE, 100, 500, LINE, 300, 500, LINE, 300, 500.8, LINE, 100, 500.8, CLOSE),
      path(OPS.fill, MOVE, 400, 100, LINE, 401, 100, LINE, 401, 300, LINE, 400, 300, CLOSE),
      path(OPS.fill, MOVE, 100, 100, LINE, 200, 100, LINE, 200, 150, LINE, 100, 150, CLOSE),
    );
    expect(segs.map((s) => [s.orientation, round(s.bbox)])).toEqual([
      ['horizontal', [100, 341.2, 300, 342]],
      ['vertical', [400, 542, 401, 742]],
    ]);
  });

  it('turns a stroked rectangle (a cell border) into its four edges', () => {
    const segs = run(
      path(OPS.stroke, MOVE, 100, 100, LINE, 200, 100, LINE, 200, 150, LINE, 100, 150, CLOSE),
    );
    expect(segs.filter((s) => s.orientation === 'horizontal')).toHaveLength(2);
    expect(segs.filter((s) => s.orientation === 'vertical')).toHaveLength(2);
  });

  it('honours cm, q/Q and form matrices', () => {
    const segs = run(
      [OPS.save, null],
      [OPS.transform, [2, 0, 0, 2, 10, 20]],
      path(OPS.stroke, MOVE, 0, 0, LINE, 100, 0),
      [OPS.restore, null],
      path(OPS.stroke, MOVE, 0, 0, LINE, 0, 100),
      [
        OPS.paintFormXObjectBegin,
        [
          [1, 0, 0, 1, 300, 0],
          [0, 0, 100, 100],
        ],
      ],
      path(OPS.stroke, MOVE, 0, 10, LINE, 50, 10),
      [OPS.paintFormXObjectEnd, null],
    );
    expect(segs.map((s) => [s.orientation, round(s.bbox)])).toEqual([
      // Scaled by 2: from x 10 to 210 at user y 20; the 1 pt line is 2 pt thick.
      ['horizontal', [10, 821, 210, 823]],
      ['vertical', [-0.5, 742, 0.5, 842]],
      ['horizontal', [300, 831.5, 350, 832.5]],
    ]);
  });

  it('takes the line width from an ExtGState', () => {
    const [seg] = run(
      [OPS.setGState, [[['LW', 2]]]],
      path(OPS.stroke, MOVE, 0, 100, LINE, 100, 100),
    );
    expect(round(seg!.bbox)).toEqual([0, 741, 100, 743]);
  });

  it('ignores clipping paths, diagonals, curves and specks', () => {
    const segs = run(
      path(ENDPATH, MOVE, 0, 100, LINE, 500, 100),
      path(OPS.stroke, MOVE, 0, 0, LINE, 100, 100),
      path(OPS.stroke, MOVE, 0, 0, CURVE, 30, 0, 60, 0, 100, 0),
      path(OPS.stroke, MOVE, 0, 0, LINE, 2, 0),
      [OPS.constructPath, [OPS.stroke, [null], null]],
    );
    expect(segs).toEqual([]);
  });
});
