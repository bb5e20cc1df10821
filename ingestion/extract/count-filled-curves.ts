import {
  DRAW_CLOSE,
  DRAW_CURVE,
  DRAW_LINE,
  DRAW_MOVE,
  fillOpsOf,
  type OperatorListLike,
  type RulingOpCodes,
} from './extract-rulings';

/** The pdfjs operator codes this reads (pass `pdfjs.OPS`): the ruling reader's fill codes. */
export type FillOpCodes = Pick<
  RulingOpCodes,
  | 'constructPath'
  | 'fill'
  | 'eoFill'
  | 'fillStroke'
  | 'eoFillStroke'
  | 'closeFillStroke'
  | 'closeEOFillStroke'
>;

/**
 * A page with no text whose filled paths carry at least this many Bézier curves draws its
 * letters as outlines. Measured: one line of 44 Noto Serif glyphs drawn as outlines fills 1,064
 * curves, so this is about five lines; a page of such text carries tens of thousands, a rule, a
 * table or a small figure a few dozen. Only a page with no text layer at all is judged.
 */
export const OUTLINED_TEXT_CURVES = 5000;

/**
 * Bézier segments in the page's filled paths (pdfjs 5 packs each path's draw codes, see
 * extract-rulings.ts). Text converted to outlines ("create outlines" before printing) has no
 * text layer but fills a curve for every stroke of every letter: a page of it is as uncitable as
 * a scan, and without this it would read as a blank page.
 */
export function countFilledCurves(ops: OperatorListLike, codes: FillOpCodes): number {
  const fills = fillOpsOf(codes);
  let curves = 0;
  for (let i = 0; i < ops.fnArray.length; i++) {
    if (ops.fnArray[i] !== codes.constructPath) continue;
    const args = ops.argsArray[i];
    if (!Array.isArray(args) || !fills.has(args[0] as number)) continue;
    const holder = args[1];
    const data = Array.isArray(holder) ? (holder[0] as unknown) : null;
    if (!data || !ArrayBuffer.isView(data)) continue;
    const codesOf = data as unknown as ArrayLike<number>;
    for (let k = 0; k < codesOf.length; ) {
      const code = codesOf[k];
      if (code === DRAW_CURVE) {
        curves++;
        k += 7;
      } else if (code === DRAW_MOVE || code === DRAW_LINE) k += 3;
      else if (code === DRAW_CLOSE) k += 1;
      else break;
    }
  }
  return curves;
}
