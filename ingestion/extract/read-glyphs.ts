import { composeMatrix, IDENTITY, toMatrix, type Matrix } from './affine-matrix';

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
        state.ctm = composeMatrix(state.ctm, toMatrix(args as unknown as ArrayLike<number>));
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
        tm = toMatrix(m);
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
        const page = composeMatrix(viewport, state.ctm);
        for (const item of items) {
          if (typeof item === 'number') {
            // A TJ adjustment, in thousandths of an em: positive moves left.
            tm = composeMatrix(tm, [1, 0, 0, 1, (-item / 1000) * size * state.hScale, 0]);
            continue;
          }
          if (!item) continue;
          const w = typeof item.width === 'number' ? item.width : 0;
          const tx =
            (w * scale * size + state.charSpacing + (item.isSpace ? state.wordSpacing : 0)) *
            state.hScale;
          const trm = composeMatrix(
            page,
            composeMatrix(tm, [size * state.hScale, 0, 0, size, 0, state.rise]),
          );
          const textToPage = composeMatrix(page, tm);
          out.push({
            text: typeof item.unicode === 'string' ? item.unicode : '',
            fontId: state.fontId,
            matrix: trm,
            advance: tx * Math.hypot(textToPage[0], textToPage[1]),
            code: typeof item.originalCharCode === 'number' ? item.originalCharCode : -1,
          });
          tm = composeMatrix(tm, [1, 0, 0, 1, tx, 0]);
        }
        break;
      }
    }
  }
  return out;
}
