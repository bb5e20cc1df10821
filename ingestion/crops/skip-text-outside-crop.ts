import {
  applyMatrix,
  composeMatrix,
  IDENTITY,
  isMatrix,
  toMatrix,
  type Matrix,
} from '../extract/affine-matrix';
import type { TextOps } from '../extract/read-glyphs';

/**
 * Which operators of a page's display list a crop can skip: the showText operators whose every
 * glyph falls outside the crop. pdf.js draws every glyph of the page whatever the canvas shows,
 * one path fill each: measured, glyph drawing (showText → paintChar) was 45% of the crop
 * worker's CPU on the 680-monograph ingest (CPU profile), for crops that are a table's share of
 * a page. Every other operator is drawn, so paths, images, clips and colours are untouched.
 *
 * A skipped showText must not move what is drawn after it. pdf.js advances the pen (current.x)
 * as it shows text, and the next showText of the same line starts where it stopped; so text is
 * skipped a whole run at a time — every showText between two operators that set the pen again
 * (BT, Tm, Td, TD, T*, ET) — and only when every showText of the run is outside. A run that is
 * not yet complete in the operators received so far (pdf.js streams them) is drawn.
 *
 * What is never skipped (drawn as before): Type 3 and vertical fonts, a font not loaded yet,
 * text that clips (render modes 4–7), and everything after an operator whose effect on
 * positions this does not follow (an annotation, a transparency group, a graphics state that
 * sets a font or a soft mask). The bounds are generous: 1 em either side along the line and
 * 1.5 em above and below the baseline, for accents stacked above a Vietnamese capital.
 */
/** The operators followed: those read-glyphs.ts follows, and those that stop or steer the skip. */
export interface CropTextOps extends TextOps {
  endText: number;
  setTextRenderingMode: number;
  setGState: number;
  beginAnnotation: number;
  beginGroup: number;
}

/** What this needs of a loaded font (pdf.js's FontFaceObject on the display side). */
export interface CropFont {
  fontMatrix?: ArrayLike<number>;
  isType3Font?: boolean;
  vertical?: boolean;
  /** pdf.js draws such a font with fillText and moves the pen its own way. */
  isInvalidPDFjsFont?: boolean;
}

export interface OperatorList {
  fnArray: readonly number[];
  argsArray: readonly unknown[];
  /** pdf.js sets it once the page's last chunk is in. */
  lastChunk?: boolean;
}

/** The crop in page space (viewport scale 1, origin top left), margin included. */
export type CropBox = readonly [number, number, number, number];

interface PenState {
  ctm: Matrix;
  textMatrix: Matrix;
  x: number;
  y: number;
  lineX: number;
  lineY: number;
  charSpacing: number;
  wordSpacing: number;
  hScale: number;
  leading: number;
  rise: number;
  renderMode: number;
  fontId: string;
  fontSize: number;
  fontDirection: number;
}

const EM_ALONG = 1;
const EM_ACROSS = 1.5;
const CLIP_MODE = 4;

function num(value: unknown, fallback = 0): number {
  return typeof value === 'number' && Number.isFinite(value) ? value : fallback;
}

/** Follows pdf.js's canvas text state (CanvasGraphics) over one page's display list. */
class PenTracker {
  state: PenState;
  private stack: PenState[] = [];
  /** Set once an operator is met whose effect on positions is not followed. */
  lost = false;

  constructor(
    viewport: Matrix,
    private readonly ops: CropTextOps,
  ) {
    this.state = {
      ctm: viewport,
      textMatrix: IDENTITY,
      x: 0,
      y: 0,
      lineX: 0,
      lineY: 0,
      charSpacing: 0,
      wordSpacing: 0,
      hScale: 1,
      leading: 0,
      rise: 0,
      renderMode: 0,
      fontId: '',
      fontSize: 0,
      fontDirection: 1,
    };
  }

  clone(): PenTracker {
    const copy = Object.create(PenTracker.prototype) as PenTracker;
    Object.assign(copy, this, {
      state: { ...this.state },
      stack: this.stack.map((s) => ({ ...s })),
    });
    return copy;
  }

  private moveText(x: number, y: number): void {
    const s = this.state;
    s.x = s.lineX += x;
    s.y = s.lineY += y;
  }

  /** Applies operator `fn` (not showText: see advance). */
  apply(fn: number, args: readonly unknown[] | null): void {
    const o = this.ops;
    const s = this.state;
    switch (fn) {
      case o.save:
      case o.paintFormXObjectBegin:
        this.stack.push({ ...s });
        if (fn === o.paintFormXObjectBegin) {
          const m = args?.[0];
          if (isMatrix(m)) s.ctm = composeMatrix(s.ctm, toMatrix(m));
        }
        break;
      case o.restore:
      case o.paintFormXObjectEnd:
        this.state = this.stack.pop() ?? s;
        break;
      case o.transform:
        if (args && isMatrix(args)) s.ctm = composeMatrix(s.ctm, toMatrix(args as number[]));
        else this.lost = true;
        break;
      case o.beginText:
        s.textMatrix = IDENTITY;
        s.x = s.lineX = s.y = s.lineY = 0;
        break;
      case o.setTextMatrix: {
        const m = args?.length === 1 ? args[0] : args;
        if (isMatrix(m)) s.textMatrix = toMatrix(m);
        else this.lost = true;
        s.x = s.lineX = s.y = s.lineY = 0;
        break;
      }
      case o.moveText:
        this.moveText(num(args?.[0]), num(args?.[1]));
        break;
      case o.setLeadingMoveText:
        s.leading = num(args?.[1]);
        this.moveText(num(args?.[0]), num(args?.[1]));
        break;
      case o.nextLine:
        this.moveText(0, s.leading);
        break;
      case o.setLeading:
        s.leading = -num(args?.[0]);
        break;
      case o.setCharSpacing:
        s.charSpacing = num(args?.[0]);
        break;
      case o.setWordSpacing:
        s.wordSpacing = num(args?.[0]);
        break;
      case o.setHScale:
        s.hScale = num(args?.[0], 100) / 100;
        break;
      case o.setTextRise:
        s.rise = num(args?.[0]);
        break;
      case o.setTextRenderingMode:
        s.renderMode = num(args?.[0]);
        break;
      case o.setFont: {
        const size = num(args?.[1]);
        s.fontId = String(args?.[0] ?? '');
        s.fontSize = Math.abs(size);
        s.fontDirection = size < 0 ? -1 : 1;
        break;
      }
      case o.setGState: {
        const states = (args?.[0] ?? []) as readonly unknown[];
        for (const entry of states) {
          const key = Array.isArray(entry) ? entry[0] : undefined;
          if (key === 'Font' || key === 'SMask') this.lost = true;
        }
        break;
      }
      case o.beginAnnotation:
      case o.beginGroup:
        this.lost = true;
        break;
    }
  }

  /**
   * Moves the pen over one showText as pdf.js's canvas does and returns the page-space box its
   * glyphs may cover; null when the text may not be skipped. A font this cannot follow (Type 3,
   * vertical, one pdf.js could not load, or none yet) loses the pen for the rest of the page
   * when `follow` is set — the run being drawn — and only declines the skip otherwise — a look
   * ahead, where a later font may simply not be loaded yet.
   */
  advance(glyphs: readonly unknown[], font: CropFont | null, follow: boolean): CropBox | null {
    const s = this.state;
    const size = s.fontSize;
    if (
      this.lost ||
      !font ||
      font.isType3Font === true ||
      font.vertical === true ||
      font.isInvalidPDFjsFont === true
    ) {
      if (follow) this.lost = true;
      return null;
    }
    // pdf.js draws nothing and moves nothing.
    if (size === 0) return EMPTY;
    const fontMatrix0 = font.fontMatrix ? num(font.fontMatrix[0], 0.001) : 0.001;
    const widthScale = size * fontMatrix0;
    let x = 0;
    for (const glyph of glyphs) {
      if (typeof glyph === 'number') {
        x -= (glyph * size) / 1000;
        continue;
      }
      if (typeof glyph !== 'object' || glyph === null) continue;
      const g = glyph as { width?: unknown; isSpace?: unknown };
      const spacing = (g.isSpace === true ? s.wordSpacing : 0) + s.charSpacing;
      x += num(g.width) * widthScale + spacing * s.fontDirection;
    }
    const startX = s.x;
    s.x += x * s.hScale * s.fontDirection;
    // Text that clips adds to the clipping path: drawn, whatever its place.
    if (s.renderMode >= CLIP_MODE) return null;
    const along = EM_ALONG * size;
    const across = EM_ACROSS * size;
    const left = Math.min(startX, s.x) - along;
    const right = Math.max(startX, s.x) + along;
    const bottom = s.y + s.rise - across;
    const top = s.y + s.rise + across;
    const m = composeMatrix(s.ctm, s.textMatrix);
    let x0 = Infinity;
    let y0 = Infinity;
    let x1 = -Infinity;
    let y1 = -Infinity;
    for (const [tx, ty] of [
      [left, bottom],
      [right, bottom],
      [left, top],
      [right, top],
    ] as const) {
      const [px, py] = applyMatrix(m, tx, ty);
      x0 = Math.min(x0, px);
      y0 = Math.min(y0, py);
      x1 = Math.max(x1, px);
      y1 = Math.max(y1, py);
    }
    if (Number.isFinite(x0 + y0 + x1 + y1)) return [x0, y0, x1, y1];
    if (follow) this.lost = true;
    return null;
  }
}

/** A showText that draws nothing (font size 0): outside every crop. */
const EMPTY: CropBox = [Infinity, Infinity, -Infinity, -Infinity];

function outside(box: CropBox, crop: CropBox): boolean {
  return box[2] < crop[0] || box[0] > crop[2] || box[3] < crop[1] || box[1] > crop[3];
}

/**
 * An `operationsFilter` for pdf.js's page.render: called with each operator index in drawing
 * order (the same index again when pdf.js resumes after loading a font), it says whether to
 * draw it. `list` reads the display list being drawn; `fontOf` a loaded font, null when not.
 */
export function skipTextOutsideCrop(
  list: () => OperatorList | null,
  crop: CropBox,
  viewport: Matrix,
  ops: CropTextOps,
  fontOf: (id: string) => CropFont | null,
): (index: number) => boolean {
  const pen = new PenTracker(viewport, ops);
  const skipped = new Set<number>();
  const runEnds = new Set([
    ops.beginText,
    ops.endText,
    ops.setTextMatrix,
    ops.moveText,
    ops.setLeadingMoveText,
    ops.nextLine,
  ]);
  let next = 0;
  /** Index of the operator after the current run's decision, or -1 outside a decided run. */
  let decidedUntil = -1;

  /** Decides the run starting at showText `at`: every showText of it skipped, or none. */
  const decideRun = (opList: OperatorList, at: number): void => {
    const probe = pen.clone();
    const shows: number[] = [];
    let j = at;
    for (; j < opList.fnArray.length; j++) {
      const fn = opList.fnArray[j]!;
      if (j > at && runEnds.has(fn)) break;
      const args = (opList.argsArray[j] ?? null) as readonly unknown[] | null;
      if (fn === ops.showText) {
        const glyphs = (args?.[0] ?? []) as readonly unknown[];
        const box = probe.advance(glyphs, fontOf(probe.state.fontId), false);
        if (box === null || !outside(box, crop)) {
          decidedUntil = j + 1;
          return;
        }
        shows.push(j);
      } else probe.apply(fn, args);
      if (probe.lost) {
        decidedUntil = j + 1;
        return;
      }
    }
    // The run goes past what has arrived: drawn, unless the page's list is complete.
    if (j === opList.fnArray.length && opList.lastChunk !== true) {
      decidedUntil = j;
      return;
    }
    for (const index of shows) skipped.add(index);
    decidedUntil = j;
  };

  return (index: number): boolean => {
    const opList = list();
    if (!opList) return true;
    while (next <= index && next < opList.fnArray.length) {
      const fn = opList.fnArray[next]!;
      const args = (opList.argsArray[next] ?? null) as readonly unknown[] | null;
      if (fn === ops.showText) {
        if (next >= decidedUntil) decideRun(opList, next);
        pen.advance((args?.[0] ?? []) as readonly unknown[], fontOf(pen.state.fontId), true);
      } else pen.apply(fn, args);
      next++;
    }
    return !skipped.has(index);
  };
}
