import { buildLine } from '../group-lines';
import type { Column, Line, Span, TextLine } from '../extract-types';

/**
 * Hand-made spans for the pure-function tests: width is 0.5 em per character, the box runs from
 * 0.8 em above the baseline to 0.2 em below.
 */
export function span(
  text: string,
  x: number,
  baseline: number,
  opts: { size?: number; bold?: boolean; italic?: boolean; width?: number; font?: string } = {},
): Span {
  const size = opts.size ?? 10;
  const width = opts.width ?? text.length * 0.5 * size;
  return {
    text,
    font: opts.font ?? 'Test-Regular',
    bold: opts.bold ?? false,
    italic: opts.italic ?? false,
    size,
    baseline,
    bbox: [x, baseline - 0.8 * size, x + width, baseline + 0.2 * size],
  };
}

/** One line made of one span. */
export function line(text: string, x: number, baseline: number, size = 10): TextLine {
  return buildLine([span(text, x, baseline, { size })]);
}

export function columnLine(
  text: string,
  x: number,
  baseline: number,
  column: Column,
  size = 10,
): Line {
  return { ...line(text, x, baseline, size), column };
}
