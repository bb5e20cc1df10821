import { composeMatrix, IDENTITY, isMatrix, type Matrix } from './affine-matrix';
import type { TextOps } from './read-glyphs';
import { recoverFloat32Literal, recoverMatrixLiteral } from './recover-float32-literal';

/**
 * pdf.js's getTextContent, read off the page's operator list instead of a second parse of the
 * content stream: the same items (str, transform, width, height, fontName, hasEOL), split at the
 * same places, with the same fake spaces and line ends, and the same styles.
 *
 * Why: the page's operator list is read anyway (fonts, rulings, images, glyph repair), and
 * getTextContent lexed and interpreted every content stream a second time — 47% of each
 * extraction worker's CPU on the 680-monograph sample (profile of stop 26), most of it in pdf.js's
 * per-glyph matrix products. This walks the glyphs the operator list already holds.
 *
 * It follows pdf.js 5.4's evaluator (`getTextContent`: buildTextContentItem,
 * compareWithLastPosition, addFakeSpaces, flushTextContentItem) rule for rule, arithmetic in the
 * same order so the numbers are the same doubles; Tm operands and form matrices, which the
 * operator list stores as Float32, are read back as the PDF wrote them (recover-float32-literal).
 * build-text-items.test.ts holds it equal to getTextContent on every page of the sample book and
 * of every text-layer defect book.
 *
 * Returns null — the caller then asks pdf.js — for what it does not follow: vertical and Type 3
 * fonts, right-to-left text (pdf.js reorders it), a font set by an ExtGState, an image mask drawn
 * while a text item is open (the operator list does not say whether it was an inline image, which
 * getTextContent passes over, or an XObject, where it ends the item), a font it cannot see.
 */

export interface TextContentItem {
  str: string;
  dir: string;
  width: number;
  height: number;
  transform: number[];
  fontName: string;
  hasEOL: boolean;
}

export interface TextContentStyle {
  fontFamily: string;
  ascent: number;
  descent: number;
  vertical: boolean;
}

export interface TextContentFont {
  fallbackName?: unknown;
  ascent?: unknown;
  descent?: unknown;
  vertical?: unknown;
  isType3Font?: unknown;
  fontMatrix?: unknown;
}

/** The operator codes this reads (pdf.js's OPS): the glyph reader's and those that end an item. */
export interface TextItemOps extends TextOps {
  setGState: number;
  beginMarkedContent: number;
  beginMarkedContentProps: number;
  endMarkedContent: number;
  beginAnnotation: number;
  endAnnotation: number;
  paintImageXObject: number;
  paintImageXObjectRepeat: number;
  paintImageMaskXObject: number;
  paintImageMaskXObjectGroup: number;
  paintImageMaskXObjectRepeat: number;
  paintSolidColorImageMask: number;
}

interface GlyphArg {
  unicode?: unknown;
  width?: unknown;
  originalCharCode?: unknown;
}

interface Category {
  isWhitespace: boolean;
  isZeroWidthDiacritic: boolean;
  isInvisibleFormatMark: boolean;
}

/** pdf.js's getCharUnicodeCategory, the same expression. */
const SPECIAL_CHAR = /^(\s)|(\p{Mn})|(\p{Cf})$/u;
const categories = new Map<string, Category>();
function categoryOf(unicode: string): Category {
  let category = categories.get(unicode);
  if (!category) {
    const groups = SPECIAL_CHAR.exec(unicode);
    category = {
      isWhitespace: !!groups?.[1],
      isZeroWidthDiacritic: !!groups?.[2],
      isInvisibleFormatMark: !!groups?.[3],
    };
    categories.set(unicode, category);
  }
  return category;
}

/** The ranges pdf.js's bidi() counts as right-to-left: an item holding one is reordered. */
const RIGHT_TO_LEFT = /[\u0590-\u08ac\ufb50-\ufdff\ufe70-\ufeff]/u;

const FONT_IDENTITY: readonly number[] = [0.001, 0, 0, 0.001, 0, 0];
const TRACKING_SPACE_FACTOR = 0.102;
const NOT_A_SPACE_FACTOR = 0.03;
const NEGATIVE_SPACE_FACTOR = -0.2;
const SPACE_IN_FLOW_MIN_FACTOR = 0.102;
const SPACE_IN_FLOW_MAX_FACTOR = 0.6;
const VERTICAL_SHIFT_RATIO = 0.25;

/** pdf.js's TextState plus the CTM its StateManager keeps beside it. */
interface TextState {
  ctm: Matrix;
  fontName: string | null;
  fontSize: number;
  font: TextContentFont | null;
  fontMatrix: readonly number[];
  textMatrix: number[];
  textLineMatrix: number[];
  charSpacing: number;
  wordSpacing: number;
  leading: number;
  textHScale: number;
  textRise: number;
}

function cloneState(s: TextState): TextState {
  return { ...s, textMatrix: s.textMatrix.slice(), textLineMatrix: s.textLineMatrix.slice() };
}

/** The item being built (pdf.js's textContentItem) and the two-last-chars space memory. */
interface ItemContext {
  initialized: boolean;
  str: string[];
  totalWidth: number;
  totalHeight: number;
  width: number;
  height: number;
  prevTransform: number[] | null;
  textAdvanceScale: number;
  spaceInFlowMin: number;
  spaceInFlowMax: number;
  trackingSpaceMin: number;
  negativeSpaceMax: number;
  notASpace: number;
  transform: number[] | null;
  fontName: string | null;
  hasEOL: boolean;
  lastChars: [string, string];
  lastCharsPos: number;
}

function newContext(): ItemContext {
  return {
    initialized: false,
    str: [],
    totalWidth: 0,
    totalHeight: 0,
    width: 0,
    height: 0,
    prevTransform: null,
    textAdvanceScale: 0,
    spaceInFlowMin: 0,
    spaceInFlowMax: 0,
    trackingSpaceMin: Infinity,
    negativeSpaceMax: -Infinity,
    notASpace: -Infinity,
    transform: null,
    fontName: null,
    hasEOL: false,
    lastChars: [' ', ' '],
    lastCharsPos: 0,
  };
}

/** Thrown inside the walk for what it does not follow; buildTextItems answers null. */
class Unfollowed extends Error {}

export function buildTextItems(
  ops: { fnArray: readonly number[]; argsArray: readonly unknown[] },
  OPS: TextItemOps,
  fontOf: (loadedName: string) => TextContentFont | null | undefined,
  viewBox: readonly number[],
): { items: TextContentItem[]; styles: Record<string, TextContentStyle> } | null {
  try {
    return walk(ops, OPS, fontOf, viewBox);
  } catch (error) {
    if (error instanceof Unfollowed) return null;
    throw error;
  }
}

function walk(
  ops: { fnArray: readonly number[]; argsArray: readonly unknown[] },
  OPS: TextItemOps,
  fontOf: (loadedName: string) => TextContentFont | null | undefined,
  viewBox: readonly number[],
): { items: TextContentItem[]; styles: Record<string, TextContentStyle> } {
  const items: TextContentItem[] = [];
  const styles: Record<string, TextContentStyle> = Object.create(null) as Record<
    string,
    TextContentStyle
  >;
  let state: TextState = {
    ctm: IDENTITY,
    fontName: null,
    fontSize: 0,
    font: null,
    fontMatrix: FONT_IDENTITY,
    textMatrix: IDENTITY.slice(),
    textLineMatrix: IDENTITY.slice(),
    charSpacing: 0,
    wordSpacing: 0,
    leading: 0,
    textHScale: 1,
    textRise: 0,
  };
  const stack: TextState[] = [];
  /** Each open form XObject: the state and item context to return to at its end. */
  const forms: { stack: TextState[]; state: TextState; item: ItemContext }[] = [];
  let item = newContext();

  // pdf.js's getCurrentTextTransform, Util.transform(ctm, Util.transform(tm, [fs·h, 0, 0, fs, 0,
  // rise])), written out term for term (the zero products kept: they decide the sign of a zero)
  // without the two intermediate arrays: it runs twice a glyph, and the allocations were most of
  // this reader's own time (CPU profile, 680-monograph sample).
  const currentTransform = (): number[] => {
    const s = state;
    const m = s.textMatrix;
    const c = s.ctm;
    const a = s.fontSize * s.textHScale;
    const d = s.fontSize;
    const rise = s.textRise;
    const i0 = m[0]! * a + m[2]! * 0;
    const i1 = m[1]! * a + m[3]! * 0;
    const i2 = m[0]! * 0 + m[2]! * d;
    const i3 = m[1]! * 0 + m[3]! * d;
    const i4 = m[0]! * 0 + m[2]! * rise + m[4]!;
    const i5 = m[1]! * 0 + m[3]! * rise + m[5]!;
    return [
      c[0] * i0 + c[2] * i1,
      c[1] * i0 + c[3] * i1,
      c[0] * i2 + c[2] * i3,
      c[1] * i2 + c[3] * i3,
      c[0] * i4 + c[2] * i5 + c[4],
      c[1] * i4 + c[3] * i5 + c[5],
    ];
  };
  const translateTextMatrix = (x: number, y: number) => translate(state.textMatrix, x, y);
  const translateTextLineMatrix = (x: number, y: number) => translate(state.textLineMatrix, x, y);

  const saveLastChar = (char: string): boolean => {
    const nextPos = (item.lastCharsPos + 1) % 2;
    const ret = item.lastChars[item.lastCharsPos] !== ' ' && item.lastChars[nextPos] === ' ';
    item.lastChars[item.lastCharsPos] = char;
    item.lastCharsPos = nextPos;
    return ret;
  };
  const shouldAddWhitespace = () =>
    item.lastChars[item.lastCharsPos] !== ' ' &&
    item.lastChars[(item.lastCharsPos + 1) % 2] === ' ';
  const resetLastChars = () => {
    item.lastChars[0] = item.lastChars[1] = ' ';
    item.lastCharsPos = 0;
  };

  /** pdf.js's pushWhitespace for horizontal text: a ' ' item of its own, at `transform`. */
  const pushWhitespace = (width: number, transform = item.prevTransform) => {
    items.push({
      str: ' ',
      dir: 'ltr',
      width,
      height: 0,
      transform: transform as number[],
      fontName: item.fontName as string,
      hasEOL: false,
    });
  };

  const ensureItem = () => {
    if (item.initialized) return;
    const font = state.font!;
    const loadedName = state.fontName!;
    if (!(loadedName in styles)) {
      styles[loadedName] = {
        fontFamily: font.fallbackName as string,
        ascent: font.ascent as number,
        descent: font.descent as number,
        vertical: font.vertical as boolean,
      };
    }
    item.fontName = loadedName;
    const trm = (item.transform = currentTransform());
    item.width = item.totalWidth = 0;
    item.height = item.totalHeight = Math.hypot(trm[2]!, trm[3]!);
    const scaleLineX = Math.hypot(state.textLineMatrix[0]!, state.textLineMatrix[1]!);
    const scaleCtmX = Math.hypot(state.ctm[0], state.ctm[1]);
    item.textAdvanceScale = scaleCtmX * scaleLineX;
    const { fontSize } = state;
    item.trackingSpaceMin = fontSize * TRACKING_SPACE_FACTOR;
    item.notASpace = fontSize * NOT_A_SPACE_FACTOR;
    item.negativeSpaceMax = fontSize * NEGATIVE_SPACE_FACTOR;
    item.spaceInFlowMin = fontSize * SPACE_IN_FLOW_MIN_FACTOR;
    item.spaceInFlowMax = fontSize * SPACE_IN_FLOW_MAX_FACTOR;
    item.hasEOL = false;
    item.initialized = true;
  };

  const updateAdvanceScale = () => {
    if (!item.initialized) return;
    const scaleLineX = Math.hypot(state.textLineMatrix[0]!, state.textLineMatrix[1]!);
    const scaleCtmX = Math.hypot(state.ctm[0], state.ctm[1]);
    const scaleFactor = scaleCtmX * scaleLineX;
    if (scaleFactor === item.textAdvanceScale) return;
    item.totalWidth += item.width * item.textAdvanceScale;
    item.width = 0;
    item.textAdvanceScale = scaleFactor;
  };

  const flush = () => {
    if (!item.initialized) return;
    item.totalWidth += item.width * item.textAdvanceScale;
    const str = item.str.join('');
    if (RIGHT_TO_LEFT.test(str)) throw new Unfollowed();
    items.push({
      str,
      dir: 'ltr',
      width: Math.abs(item.totalWidth),
      height: Math.abs(item.totalHeight),
      transform: item.transform!,
      fontName: item.fontName!,
      hasEOL: item.hasEOL,
    });
    item.initialized = false;
    item.str.length = 0;
  };

  const appendEOL = () => {
    resetLastChars();
    if (item.initialized) {
      item.hasEOL = true;
      flush();
    } else {
      items.push({
        str: '',
        dir: 'ltr',
        width: 0,
        height: 0,
        transform: currentTransform(),
        fontName: state.fontName!,
        hasEOL: true,
      });
    }
  };

  const addFakeSpaces = (width: number, transf: number[] | null, orientation: number): boolean => {
    if (orientation * item.spaceInFlowMin <= width && width <= orientation * item.spaceInFlowMax) {
      if (item.initialized) {
        resetLastChars();
        item.str.push(' ');
      }
      return false;
    }
    flush();
    resetLastChars();
    pushWhitespace(Math.abs(width), transf ?? currentTransform());
    return true;
  };

  /** pdf.js's compareWithLastPosition for horizontal fonts: false drops the glyph (off page). */
  const compareWithLastPosition = (glyphWidth: number): boolean => {
    const current = currentTransform();
    let posX = current[4]!;
    let posY = current[5]!;
    if (
      posX + glyphWidth < viewBox[0]! ||
      posX > viewBox[2]! ||
      posY < viewBox[1]! ||
      posY > viewBox[3]!
    )
      return false;
    if (!item.prevTransform) return true;
    const prev = item.prevTransform;
    let lastPosX = prev[4]!;
    let lastPosY = prev[5]!;
    if (lastPosX === posX && lastPosY === posY) return true;
    let rotate = -1;
    if (current[0] && current[1] === 0 && current[2] === 0) rotate = current[0] > 0 ? 0 : 180;
    else if (current[1] && current[0] === 0 && current[3] === 0) rotate = current[1] > 0 ? 90 : 270;
    switch (rotate) {
      case 0:
        break;
      case 90:
        [posX, posY] = [posY, posX];
        [lastPosX, lastPosY] = [lastPosY, lastPosX];
        break;
      case 180:
        [posX, posY, lastPosX, lastPosY] = [-posX, -posY, -lastPosX, -lastPosY];
        break;
      case 270:
        [posX, posY] = [-posY, -posX];
        [lastPosX, lastPosY] = [-lastPosY, -lastPosX];
        break;
      default:
        [posX, posY] = inverseRotation(posX, posY, current);
        [lastPosX, lastPosY] = inverseRotation(lastPosX, lastPosY, prev);
    }
    const advanceX = (posX - lastPosX) / item.textAdvanceScale;
    const advanceY = posY - lastPosY;
    const orientation = Math.sign(item.width);
    if (advanceX < orientation * item.negativeSpaceMax) {
      if (Math.abs(advanceY) > 0.5 * item.height) {
        appendEOL();
        return true;
      }
      resetLastChars();
      flush();
      return true;
    }
    if (Math.abs(advanceY) > item.height) {
      appendEOL();
      return true;
    }
    if (advanceX <= orientation * item.notASpace) resetLastChars();
    if (advanceX <= orientation * item.trackingSpaceMin) {
      if (shouldAddWhitespace()) {
        resetLastChars();
        flush();
        pushWhitespace(Math.abs(advanceX));
      } else {
        item.width += advanceX;
      }
    } else if (!addFakeSpaces(advanceX, item.prevTransform, orientation)) {
      if (item.str.length === 0) {
        resetLastChars();
        pushWhitespace(Math.abs(advanceX));
      } else {
        item.width += advanceX;
      }
    }
    if (Math.abs(advanceY) > item.height * VERTICAL_SHIFT_RATIO) flush();
    return true;
  };

  /** pdf.js's buildTextContentItem for one run of glyphs between two TJ adjustments. */
  const showGlyphs = (glyphs: readonly GlyphArg[], extraSpacing: number) => {
    if (glyphs.length === 0) {
      const charSpacing = state.charSpacing + extraSpacing;
      if (charSpacing) translateTextMatrix(charSpacing * state.textHScale, 0);
      return;
    }
    const scale = state.fontMatrix[0]! * state.fontSize;
    for (let i = 0, ii = glyphs.length; i < ii; i++) {
      const glyph = glyphs[i]!;
      const unicode = typeof glyph.unicode === 'string' ? glyph.unicode : '';
      const category = categoryOf(unicode);
      if (category.isInvisibleFormatMark) continue;
      let charSpacing = state.charSpacing + (i + 1 === ii ? extraSpacing : 0);
      const glyphWidth = typeof glyph.width === 'number' ? glyph.width : 0;
      let scaledDim = glyphWidth * scale;
      if (glyph.originalCharCode === 0x20) charSpacing += state.wordSpacing;
      if (category.isWhitespace) {
        charSpacing += scaledDim;
        translateTextMatrix(charSpacing * state.textHScale, 0);
        saveLastChar(' ');
        continue;
      }
      if (!category.isZeroWidthDiacritic && !compareWithLastPosition(scaledDim)) {
        translateTextMatrix(scaledDim * state.textHScale, 0);
        continue;
      }
      ensureItem();
      if (category.isZeroWidthDiacritic) scaledDim = 0;
      scaledDim *= state.textHScale;
      translateTextMatrix(scaledDim, 0);
      item.width += scaledDim;
      if (scaledDim) item.prevTransform = currentTransform();
      if (saveLastChar(unicode)) item.str.push(' ');
      item.str.push(unicode);
      if (charSpacing) translateTextMatrix(charSpacing * state.textHScale, 0);
    }
  };

  const setFont = (loadedName: string, size: number) => {
    if (state.font && loadedName === state.fontName && size === state.fontSize) return;
    flush();
    const font = fontOf(loadedName);
    if (!font || font.vertical === true || font.isType3Font === true) throw new Unfollowed();
    state.fontName = loadedName;
    state.fontSize = size;
    state.font = font;
    const matrix = font.fontMatrix;
    state.fontMatrix = isNumberList(matrix) ? matrix : FONT_IDENTITY;
  };

  const { fnArray, argsArray } = ops;
  let inAnnotation = 0;
  for (let i = 0; i < fnArray.length; i++) {
    const fn = fnArray[i]!;
    const args = argsArray[i] as unknown[] | null;
    // Annotations' appearance streams follow the page's content in the operator list;
    // getTextContent reads the page's content alone.
    if (fn === OPS.beginAnnotation) {
      inAnnotation++;
      continue;
    }
    if (fn === OPS.endAnnotation) {
      inAnnotation = Math.max(0, inAnnotation - 1);
      continue;
    }
    if (inAnnotation > 0) continue;
    switch (fn) {
      case OPS.save:
        stack.push(state);
        state = cloneState(state);
        break;
      case OPS.restore: {
        const previous = state;
        const restored = stack.pop();
        if (restored) state = restored;
        if (
          previous.font !== state.font ||
          previous.fontSize !== state.fontSize ||
          previous.fontName !== state.fontName
        )
          flush();
        break;
      }
      case OPS.transform:
        state.ctm = composeMatrix(state.ctm, recoverMatrixLiteral(args as unknown as Matrix));
        break;
      case OPS.setFont:
        setFont(String(args?.[0]), Number(args?.[1]));
        break;
      case OPS.setTextRise:
        state.textRise = args![0] as number;
        break;
      case OPS.setHScale:
        state.textHScale = (args![0] as number) / 100;
        break;
      case OPS.setLeading:
        state.leading = args![0] as number;
        break;
      case OPS.moveText:
        translateTextLineMatrix(args![0] as number, args![1] as number);
        state.textMatrix = state.textLineMatrix.slice();
        break;
      case OPS.setLeadingMoveText:
        state.leading = -(args![1] as number);
        translateTextLineMatrix(args![0] as number, args![1] as number);
        state.textMatrix = state.textLineMatrix.slice();
        break;
      case OPS.nextLine:
        translateTextLineMatrix(0, -state.leading);
        state.textMatrix = state.textLineMatrix.slice();
        break;
      case OPS.setTextMatrix: {
        const raw = (args?.length === 1 ? args[0] : args) as ArrayLike<number>;
        const m = ArrayBuffer.isView(raw)
          ? Array.from({ length: 6 }, (_, k) => recoverFloat32Literal(raw[k]!))
          : Array.from({ length: 6 }, (_, k) => raw[k]!);
        state.textMatrix = m.slice();
        state.textLineMatrix = m.slice();
        updateAdvanceScale();
        break;
      }
      case OPS.setCharSpacing:
        state.charSpacing = args![0] as number;
        break;
      case OPS.setWordSpacing:
        state.wordSpacing = args![0] as number;
        break;
      case OPS.beginText:
        state.textMatrix = IDENTITY.slice();
        state.textLineMatrix = IDENTITY.slice();
        break;
      case OPS.showText: {
        if (!state.font) break;
        const list = (args?.[0] ?? []) as readonly (GlyphArg | number | null)[];
        const spaceFactor = -state.fontSize / 1000;
        let run: GlyphArg[] = [];
        for (const element of list) {
          if (typeof element === 'number') {
            // A zero adjustment joins the strings either side, as in getTextContent.
            if (element !== 0) {
              showGlyphs(run, element * spaceFactor);
              run = [];
            }
          } else if (element) {
            run.push(element);
          }
        }
        // An empty `()Tj` still moves the pen by Tc, as getTextContent's empty chunk does.
        if (run.length > 0 || list.length === 0) showGlyphs(run, 0);
        break;
      }
      case OPS.setGState: {
        const entries = args?.[0];
        if (Array.isArray(entries) && entries.some((e) => Array.isArray(e) && e[0] === 'Font'))
          throw new Unfollowed();
        break;
      }
      case OPS.paintFormXObjectBegin: {
        flush();
        forms.push({ stack: stack.splice(0), state, item });
        state = cloneState(state);
        const m = args?.[0];
        if (isMatrix(m)) state.ctm = composeMatrix(state.ctm, recoverMatrixLiteral(m));
        item = newContext();
        break;
      }
      case OPS.paintFormXObjectEnd: {
        flush();
        const outer = forms.pop();
        if (outer) {
          stack.length = 0;
          stack.push(...outer.stack);
          state = outer.state;
          item = outer.item;
        }
        break;
      }
      case OPS.beginMarkedContent:
      case OPS.beginMarkedContentProps:
      case OPS.endMarkedContent:
      case OPS.paintImageXObject:
      case OPS.paintImageXObjectRepeat:
        flush();
        break;
      case OPS.paintImageMaskXObject:
      case OPS.paintImageMaskXObjectGroup:
      case OPS.paintImageMaskXObjectRepeat:
      case OPS.paintSolidColorImageMask:
        if (item.initialized) throw new Unfollowed();
        break;
    }
  }
  flush();
  return { items, styles };
}

/** pdf.js's TextState.translateTextMatrix / translateTextLineMatrix, in place. */
function translate(m: number[], x: number, y: number): void {
  m[4] = m[0]! * x + m[2]! * y + m[4]!;
  m[5] = m[1]! * x + m[3]! * y + m[5]!;
}

function inverseRotation(x: number, y: number, matrix: readonly number[]): [number, number] {
  const scale = Math.hypot(matrix[0]!, matrix[1]!);
  return [(matrix[0]! * x + matrix[1]! * y) / scale, (matrix[2]! * x + matrix[3]! * y) / scale];
}

function isNumberList(value: unknown): value is readonly number[] {
  return (
    (Array.isArray(value) || ArrayBuffer.isView(value)) &&
    (value as ArrayLike<unknown>).length >= 1 &&
    typeof (value as ArrayLike<unknown>)[0] === 'number'
  );
}
