import { z } from 'zod';
import type { BBox } from './geometry';

/**
 * A prose chunk's printed lines, flat: `LINE_BOX_STRIDE` integers per line, in reading order —
 *
 *   start, end   [start, end) character offsets into the chunk's `source_text`
 *   region       index into the chunk's `regions` (the column-run the line belongs to)
 *   x0, y0, x1, y1   the line's box in PDF points, rounded outwards to whole points
 *
 * Flat integers rather than objects: an object per line would put one keyed object per printed
 * line of the book on the server's heap and repeat seven key names per line in chunks.jsonl,
 * where a flat array is one allocation per chunk. Whole points are finer than anything a highlight needs (a line is
 * ~10 pt tall). The region index ties a line to the run `regions` already broke at a column,
 * page or lifted-block gap, so a quote breaks exactly where the chunk's highlight does.
 */
export const LINE_BOX_STRIDE = 7;

/**
 * One check over the whole array instead of z.array(z.number().int()): per-element parsing
 * added ~0.7 s to reading the 680-monograph index's chunks (1.27 s against 0.56 s without line
 * boxes, a throwaway JSON.parse + chunkSchema.parse loop over its chunks.jsonl on the shared
 * machine); with this check the two were within that machine's noise.
 */
export const lineBoxesSchema = z.custom<number[]>(
  (value) =>
    Array.isArray(value) &&
    value.length % LINE_BOX_STRIDE === 0 &&
    value.every((n) => Number.isInteger(n)),
  { message: `line_boxes is a flat array of ${LINE_BOX_STRIDE} integers per line` },
);
export type LineBoxes = z.infer<typeof lineBoxesSchema>;

/** One line, read back from the flat array. */
export interface LineBox {
  start: number;
  end: number;
  region: number;
  bbox: BBox;
}

/** The flat array as line records; a trailing partial record (never written) is ignored. */
export function readLineBoxes(flat: readonly number[]): LineBox[] {
  const lines: LineBox[] = [];
  for (let i = 0; i + LINE_BOX_STRIDE <= flat.length; i += LINE_BOX_STRIDE) {
    const [start, end, region, x0, y0, x1, y1] = flat.slice(i, i + LINE_BOX_STRIDE) as [
      number,
      number,
      number,
      number,
      number,
      number,
      number,
    ];
    lines.push({ start, end, region, bbox: [x0, y0, x1, y1] });
  }
  return lines;
}

/** One line's record, its box rounded outwards so the rounded box still holds every glyph. */
export function encodeLineBox(start: number, end: number, region: number, bbox: BBox): number[] {
  return [
    start,
    end,
    region,
    Math.floor(bbox[0]),
    Math.floor(bbox[1]),
    Math.ceil(bbox[2]),
    Math.ceil(bbox[3]),
  ];
}
