import type { Column, Line, Segment, Span } from '@/ingestion/extract/extract-types';
import type { FlowItem } from '../lift-page-blocks';

/**
 * Hand-built page geometry for segmentation tests, shaped like the book's (a 595 × 842 pt
 * page, two 240 pt columns at x 50–290 and 305–545, 10 pt body text on a 12 pt pitch, bold
 * titles and labels): not read from the book, so the tests run on a bare clone.
 */

export const BODY_SIZE = 10;
export const LEFT_COLUMN: [number, number] = [50, 290];
export const RIGHT_COLUMN: [number, number] = [305, 545];

/** A horizontal ruling at `y` from `x0` to `x1`, 0.5 pt thick. */
export const H = (y: number, x0: number, x1: number): Segment => ({
  orientation: 'horizontal',
  bbox: [x0, y - 0.25, x1, y + 0.25],
});

/** A vertical ruling at `x` from `y0` to `y1`, 0.5 pt thick. */
export const V = (x: number, y0: number, y1: number): Segment => ({
  orientation: 'vertical',
  bbox: [x - 0.25, y0, x + 0.25, y1],
});

/** A fully ruled grid: row rules at `ys`, column rules at `xs`. */
export function grid(xs: number[], ys: number[]): Segment[] {
  const x0 = xs[0]!;
  const x1 = xs.at(-1)!;
  const y0 = ys[0]!;
  const y1 = ys.at(-1)!;
  return [...ys.map((y) => H(y, x0, x1)), ...xs.map((x) => V(x, y0, y1))];
}

export interface RunSeed {
  text: string;
  bold?: boolean;
  italic?: boolean;
}

export interface LineSeed {
  /** One run, or runs in reading order (`[{ text: 'Mã ATC:', bold: true }, { text: ' J05AF06.' }]`). */
  runs: string | RunSeed[];
  /** Top of the line. */
  y: number;
  x0?: number;
  /** Right edge; a justified body line reaches its column's right edge. */
  x1?: number;
  size?: number;
  bold?: boolean;
  italic?: boolean;
  column?: Column;
}

/** A line as extraction hands it to segmentation, its spans laid out left to right. */
export function bookLine(seed: LineSeed): Line {
  const size = seed.size ?? BODY_SIZE;
  const column = seed.column ?? 'left';
  const [left, right] = column === 'right' ? RIGHT_COLUMN : LEFT_COLUMN;
  const x0 = seed.x0 ?? left;
  const x1 = seed.x1 ?? right;
  const runs: RunSeed[] =
    typeof seed.runs === 'string'
      ? [{ text: seed.runs, bold: seed.bold ?? false, italic: seed.italic ?? false }]
      : seed.runs;
  const text = runs.map((r) => r.text).join('');
  const baseline = seed.y + 0.8 * size;
  let at = x0;
  const spans: Span[] = runs.map((run) => {
    const width = ((x1 - x0) * run.text.length) / Math.max(1, text.length);
    const span: Span = {
      text: run.text,
      font: run.bold ? 'NotoSerif-Bold' : run.italic ? 'NotoSerif-Italic' : 'NotoSerif-Regular',
      bold: run.bold ?? false,
      italic: run.italic ?? false,
      size,
      baseline,
      bbox: [at, seed.y, at + width, seed.y + size],
    };
    at += width;
    return span;
  });
  return {
    text,
    spans,
    bbox: [x0, seed.y, x1, seed.y + size],
    baseline,
    font_size: size,
    bold: runs.every((r) => r.bold === true),
    italic: runs.every((r) => r.italic === true),
    column,
  };
}

/** A line as a flow item on `page`, with its column's left and right edges. */
export function flowLine(line: Line, page = 0): Extract<FlowItem, { kind: 'line' }> {
  const [colLeft, colRight] = line.column === 'right' ? RIGHT_COLUMN : LEFT_COLUMN;
  return { kind: 'line', page, line, colLeft, colRight };
}
