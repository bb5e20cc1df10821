import { composeMatrix, IDENTITY, isMatrix, type Matrix } from './affine-matrix';
import { recoverMatrixLiteral } from './recover-float32-literal';

/**
 * One glyph as the page's operator list draws it, positioned: what pdf.js's getTextContent
 * cannot give. Measured defect: pdf.js zeroes the advance of every glyph whose Unicode contains
 * a combining mark (its "zero-width diacritic" test matches a mark anywhere in the string), so
 * on a book whose fonts map "ư" to "u" + U+031B every such line came out short and its words
 * split ("tươngứ ng"); and it merges glyphs closer than 0.102 em into one word, so a book set
 * with narrow word gaps by positioning read as "phòngphẫuthuật". Glyph advances here come from
 * the font's own widths, whatever the Unicode says.
 */
export interface Glyph {
  /** What the font's ToUnicode (or pdf.js's fallback) says the glyph is; may be empty. */
  text: string;
  /** pdf.js font id ("g_d0_f1"). */
  fontId: string;
  /** Text rendering matrix at the glyph's origin, in page space (viewport applied). */
  matrix: Matrix;
  /** Advance along the text direction, in page points. */
  advance: number;
  /** The raw character code, for fonts whose codes mean something (legacy encodings). */
  code: number;
}

/** The operator codes this reads (pdfjs's OPS), passed in so this file stays free of pdfjs. */
export interface TextOps {
  save: number;
  restore: number;
  transform: number;
  beginText: number;
  setCharSpacing: number;
  setWordSpacing: number;
  setHScale: number;
  setLeading: number;
  setFont: number;
  setTextRise: number;
  moveText: number;
  setLeadingMoveText: number;
  setTextMatrix: number;
  nextLine: number;
  showText: number;
  paintFormXObjectBegin: number;
  paintFormXObjectEnd: number;
}

interface GlyphArg {
  unicode?: unknown;
  width?: unknown;
  isSpace?: unknown;
  originalCharCode?: unknown;
}

interface TextState {
  ctm: Matrix;
  charSpacing: number;
  wordSpacing: number;
  hScale: number;
  leading: number;
  rise: number;
  fontId: string;
  fontSize: number;
}

/**
 * Walks the operator list's text state (PDF 32000 §9.4) and returns every glyph shown, in
 * drawing order. `fontScale` gives a font's glyph-space → text-space factor (fontMatrix[0],
 * 0.001 for all but Type 3 fonts).
 */
export function readGlyphs(
  ops: { fnArray: readonly number[]; argsArray: readonly unknown[] },
  viewport: Matrix,
  OPS: TextOps,
  fontScale: (fontId: string) => number,
): Glyph[] {
  const out: Glyph[] = [];
  const stack: TextState[] = [];
  let state: TextState = {
    ctm: IDENTITY,
    charSpacing: 0,
    wordSpacing: 0,
    hScale: 1,
    leading: 0,
    rise: 0,
    fontId: '',
    fontSize: 0,
  };
  let tm: Matrix = IDENTITY;
  let tlm: Matrix = IDENTITY;
  const moveLine = (x: number, y: number) => {
    tlm = composeMatrix(tlm, [1, 0, 0, 1, x, y]);
    tm = tlm;
  };
  for (let i = 0; i < ops.fnArray.length; i++) {
    const fn = ops.fnArray[i]!;
    const args = ops.argsArray[i] as unknown[] | null;
    switch (fn) {
      case OPS.save:
        stack.push({ ...state });
        break;
      case OPS.restore:
        state = stack.pop() ?? state;
        break;
      case OPS.transform:
        state.ctm = composeMatrix(
          state.ctm,
          recoverMatrixLiteral(args as unknown as ArrayLike<number>),
        );
        break;
      // A form XObject (a stamped header, a page placed by an imposition tool) draws in its own
      // space: its matrix joins the CTM until it ends. pdf.js inlines the form's operators
      // between these two, with the matrix as a Float32Array (or none).
      case OPS.paintFormXObjectBegin: {
        stack.push({ ...state });
        const m = args?.[0];
        if (isMatrix(m)) state.ctm = composeMatrix(state.ctm, recoverMatrixLiteral(m));
        break;
      }
      case OPS.paintFormXObjectEnd:
        state = stack.pop() ?? state;
        break;
      case OPS.beginText:
        tm = IDENTITY;
        tlm = IDENTITY;
        break;
      case OPS.setCharSpacing:
        state.charSpacing = Number(args?.[0]) || 0;
        break;
      case OPS.setWordSpacing:
        state.wordSpacing = Number(args?.[0]) || 0;
        break;
      case OPS.setHScale:
        state.hScale = (Number(args?.[0]) || 100) / 100;
        break;
      case OPS.setLeading:
        state.leading = Number(args?.[0]) || 0;
        break;
      case OPS.setTextRise:
        state.rise = Number(args?.[0]) || 0;
        break;
      case OPS.setFont:
        state.fontId = String(args?.[0] ?? '');
        state.fontSize = Number(args?.[1]) || 0;
        break;
      case OPS.moveText:
        moveLine(Number(args?.[0]) || 0, Number(args?.[1]) || 0);
        break;
      case OPS.setLeadingMoveText:
        state.leading = -(Number(args?.[1]) || 0);
        moveLine(Number(args?.[0]) || 0, Number(args?.[1]) || 0);
        break;
      case OPS.setTextMatrix: {
        const m = (args?.length === 1 ? args[0] : args) as ArrayLike<number>;
        tm = recoverMatrixLiteral(m);
        tlm = tm;
        break;
      }
      case OPS.nextLine:
        moveLine(0, -state.leading);
        break;
      case OPS.showText: {
        const items = (args?.[0] ?? []) as readonly (GlyphArg | number | null)[];
        const scale = fontScale(state.fontId);
        const size = state.fontSize;
        const h = state.hScale;
        const rise = state.rise;
        const [p0, p1, p2, p3, p4, p5] = composeMatrix(viewport, state.ctm);
        // The text matrix's linear part is fixed inside one showText (glyphs only move the pen),
        // so the text → page scale is too. Written out rather than composed per glyph: three
        // matrix products a glyph were most of this reader's time (CPU profile, 680-monograph
        // sample, every page read glyph by glyph).
        const [t0, t1, t2, t3] = tm;
        let t4 = tm[4];
        let t5 = tm[5];
        const advanceScale = Math.hypot(p0 * t0 + p2 * t1, p1 * t0 + p3 * t1);
        // tm × [size·h, 0, 0, size, 0, rise]: the glyph's own scale and rise.
        const g0 = t0 * size * h;
        const g1 = t1 * size * h;
        const g2 = t2 * size;
        const g3 = t3 * size;
        const m0 = p0 * g0 + p2 * g1;
        const m1 = p1 * g0 + p3 * g1;
        const m2 = p0 * g2 + p2 * g3;
        const m3 = p1 * g2 + p3 * g3;
        for (const item of items) {
          if (typeof item === 'number') {
            // A TJ adjustment, in thousandths of an em: positive moves left.
            const tx = (-item / 1000) * size * h;
            t4 += t0 * tx;
            t5 += t1 * tx;
            continue;
          }
          if (!item) continue;
          const w = typeof item.width === 'number' ? item.width : 0;
          const tx =
            (w * scale * size + state.charSpacing + (item.isSpace ? state.wordSpacing : 0)) * h;
          const e = t2 * rise + t4;
          const f = t3 * rise + t5;
          out.push({
            text: typeof item.unicode === 'string' ? item.unicode : '',
            fontId: state.fontId,
            matrix: [m0, m1, m2, m3, p0 * e + p2 * f + p4, p1 * e + p3 * f + p5],
            advance: tx * advanceScale,
            code: typeof item.originalCharCode === 'number' ? item.originalCharCode : -1,
          });
          t4 += t0 * tx;
          t5 += t1 * tx;
        }
        tm = [t0, t1, t2, t3, t4, t5];
        break;
      }
    }
  }
  return out;
}
