import type { FormulaContent } from '../content/content-types';
import type { RenderedPart } from './layout-table';
import type { TextMeasurer } from './measure-text';
import { COLUMN_WIDTH, TYPE } from './page-geometry';

const GAP_AFTER_LHS = 5;
const FRACTION_PAD = 6;

/**
 * A 2D stacked fraction: `lhs` on the left at the height of the fraction rule, the numerator
 * centred over a drawn rule, the denominator under it. Shrinks the type if the formula would not
 * fit the column (never below 7.5 pt).
 */
export function renderFormula(
  f: FormulaContent,
  x: number,
  y: number,
  measure: TextMeasurer,
): RenderedPart {
  let size: number = TYPE.body;
  const widths = (s: number): { lhs: number; num: number; den: number; total: number } => {
    const lhs = measure.width(f.lhs, 'regular', s);
    const num = measure.width(f.numerator, 'regular', s);
    const den = measure.width(f.denominator, 'regular', s);
    return { lhs, num, den, total: lhs + GAP_AFTER_LHS + Math.max(num, den) + FRACTION_PAD };
  };
  let w = widths(size);
  while (w.total > COLUMN_WIDTH && size > 7.5) {
    size = Math.round((size - 0.25) * 100) / 100;
    w = widths(size);
  }
  const leading = size * (TYPE.leading / TYPE.body);
  const asc = measure.ascent('regular') * size;
  const box = (measure.ascent('regular') + measure.descent('regular')) * size;
  const left = x + Math.max(0, (COLUMN_WIDTH - w.total) / 2);
  const fracX = left + w.lhs + GAP_AFTER_LHS;
  const fracW = Math.max(w.num, w.den) + FRACTION_PAD;
  const ruleY = y + leading + 1.2;
  const denTop = ruleY + 1.8;
  // The left-hand side sits on the math axis: its baseline a third of an em below the rule.
  const lhsTop = ruleY + 0.3 * size - asc;
  const top = Math.min(y, lhsTop);
  const bottom = denTop + box;
  return {
    texts: [
      { text: f.lhs, style: 'regular', size, x: left, y: lhsTop, wordSpacing: 0 },
      {
        text: f.numerator,
        style: 'regular',
        size,
        x: fracX + (fracW - w.num) / 2,
        y,
        wordSpacing: 0,
      },
      {
        text: f.denominator,
        style: 'regular',
        size,
        x: fracX + (fracW - w.den) / 2,
        y: denTop,
        wordSpacing: 0,
      },
    ],
    rules: [{ x0: fracX, y0: ruleY, x1: fracX + fracW, y1: ruleY, width: 0.6 }],
    bbox: [left, top, fracX + fracW, bottom],
    height: bottom - y,
  };
}
