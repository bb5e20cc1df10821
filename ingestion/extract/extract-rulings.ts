import type { BBox } from '@/lib/schema/geometry';
import {
  applyMatrix,
  composeMatrix,
  IDENTITY,
  isMatrix,
  matrixScale,
  toMatrix,
  type Matrix,
} from './affine-matrix';
import type { Segment } from './extract-types';

/** The pdfjs operator codes this reader needs (pass `pdfjs.OPS`). */
export interface RulingOpCodes {
  save: number;
  restore: number;
  transform: number;
  setLineWidth: number;
  setGState: number;
  constructPath: number;
  paintFormXObjectBegin: number;
  paintFormXObjectEnd: number;
  stroke: number;
  closeStroke: number;
  fill: number;
  eoFill: number;
  fillStroke: number;
  eoFillStroke: number;
  closeFillStroke: number;
  closeEOFillStroke: number;
}

export interface OperatorListLike {
  fnArray: ArrayLike<number>;
  argsArray: ArrayLike<unknown>;
}

/**
 * pdfjs 5.x packs each path into a Float32Array of draw codes (its internal DrawOPS, not
 * exported): moveTo x y, lineTo x y, curveTo x1 y1 x2 y2 x y, closePath.
 */
export const DRAW_MOVE = 0;
export const DRAW_LINE = 1;
export const DRAW_CURVE = 2;
export const DRAW_CLOSE = 3;

/** A filled rectangle thinner than this is a rule, not a shaded cell or a picture. */
const MAX_RULE_THICKNESS = 3;
/** A rule is at least this long and this many times longer than it is thick. */
const MIN_RULE_LENGTH = 4;
const MIN_RULE_ASPECT = 3;
/** Off-axis drift (points) still counted as horizontal/vertical. */
const AXIS_TOLERANCE = 0.5;
/** Hairlines drawn with width 0 still show as one device pixel; give them a visible thickness. */
const MIN_STROKE_WIDTH = 0.1;

type Point = [number, number];
interface SubPath {
  points: Point[];
  closed: boolean;
  straight: boolean;
}

function readSubPaths(data: ArrayLike<number>): SubPath[] {
  const paths: SubPath[] = [];
  let current: SubPath | null = null;
  let i = 0;
  while (i < data.length) {
    const code = data[i];
    if (code === DRAW_MOVE) {
      current = { points: [[data[i + 1]!, data[i + 2]!]], closed: false, straight: true };
      paths.push(current);
      i += 3;
    } else if (code === DRAW_LINE) {
      if (!current) {
        current = { points: [], closed: false, straight: true };
        paths.push(current);
      }
      current.points.push([data[i + 1]!, data[i + 2]!]);
      i += 3;
    } else if (code === DRAW_CURVE) {
      if (current) {
        current.straight = false;
        current.points.push([data[i + 5]!, data[i + 6]!]);
      }
      i += 7;
    } else if (code === DRAW_CLOSE) {
      if (current) current.closed = true;
      i += 1;
    } else {
      // Unknown code: the layout changed under us; stop rather than misread coordinates.
      break;
    }
  }
  return paths;
}

function segmentFromLine(a: Point, b: Point, thickness: number): Segment | null {
  const dx = Math.abs(a[0] - b[0]);
  const dy = Math.abs(a[1] - b[1]);
  const half = Math.max(thickness, MIN_STROKE_WIDTH) / 2;
  if (dy <= AXIS_TOLERANCE && dx >= MIN_RULE_LENGTH) {
    const y = (a[1] + b[1]) / 2;
    return {
      orientation: 'horizontal',
      bbox: [Math.min(a[0], b[0]), y - half, Math.max(a[0], b[0]), y + half],
    };
  }
  if (dx <= AXIS_TOLERANCE && dy >= MIN_RULE_LENGTH) {
    const x = (a[0] + b[0]) / 2;
    return {
      orientation: 'vertical',
      bbox: [x - half, Math.min(a[1], b[1]), x + half, Math.max(a[1], b[1])],
    };
  }
  return null;
}

/** An axis-aligned rectangle (4 corners, optionally repeating the first) → its bbox. */
function rectangleBox(points: Point[]): BBox | null {
  const pts =
    points.length === 5 &&
    Math.abs(points[4]![0] - points[0]![0]) <= AXIS_TOLERANCE &&
    Math.abs(points[4]![1] - points[0]![1]) <= AXIS_TOLERANCE
      ? points.slice(0, 4)
      : points;
  if (pts.length !== 4) return null;
  for (let k = 0; k < 4; k++) {
    const a = pts[k]!;
    const b = pts[(k + 1) % 4]!;
    const axisAligned =
      Math.abs(a[0] - b[0]) <= AXIS_TOLERANCE || Math.abs(a[1] - b[1]) <= AXIS_TOLERANCE;
    if (!axisAligned) return null;
  }
  const xs = pts.map((p) => p[0]);
  const ys = pts.map((p) => p[1]);
  return [Math.min(...xs), Math.min(...ys), Math.max(...xs), Math.max(...ys)];
}

function segmentFromFilledBox(box: BBox): Segment | null {
  const width = box[2] - box[0];
  const height = box[3] - box[1];
  if (height <= MAX_RULE_THICKNESS && width >= MIN_RULE_LENGTH && width >= height * MIN_RULE_ASPECT)
    return { orientation: 'horizontal', bbox: box };
  if (width <= MAX_RULE_THICKNESS && height >= MIN_RULE_LENGTH && height >= width * MIN_RULE_ASPECT)
    return { orientation: 'vertical', bbox: box };
  return null;
}

/** The paint codes that fill the path they end (pdfjs packs one into each constructPath). */
export function fillOpsOf(
  codes: Pick<
    RulingOpCodes,
    'fill' | 'eoFill' | 'fillStroke' | 'eoFillStroke' | 'closeFillStroke' | 'closeEOFillStroke'
  >,
): Set<number> {
  return new Set([
    codes.fill,
    codes.eoFill,
    codes.fillStroke,
    codes.eoFillStroke,
    codes.closeFillStroke,
    codes.closeEOFillStroke,
  ]);
}

function roundKey(s: Segment): string {
  return `${s.orientation}:${s.bbox.map((v) => v.toFixed(1)).join(',')}`;
}

/**
 * Ruling segments (table borders, rules under running headers) from a page's operator list:
 * straight stroked lines and thin filled rectangles that are horizontal or vertical, in
 * top-left page coordinates. `viewport` maps PDF user space to that space (pdfjs
 * `viewport.transform` at scale 1). The current transform is tracked through q/Q, cm and form
 * XObjects, because a rule drawn under a `cm` would otherwise land somewhere else. Clipping
 * paths (painted by nothing) and curves are ignored.
 */
export function extractRulings(
  ops: OperatorListLike,
  viewport: Matrix,
  codes: RulingOpCodes,
): Segment[] {
  const strokeOps = new Set([
    codes.stroke,
    codes.closeStroke,
    codes.fillStroke,
    codes.eoFillStroke,
    codes.closeFillStroke,
    codes.closeEOFillStroke,
  ]);
  const fillOps = fillOpsOf(codes);
  const closingOps = new Set([codes.closeStroke, codes.closeFillStroke, codes.closeEOFillStroke]);

  let ctm: Matrix = IDENTITY;
  let lineWidth = 1;
  const stack: { ctm: Matrix; lineWidth: number }[] = [];
  const out: Segment[] = [];
  const seen = new Set<string>();
  const push = (s: Segment | null) => {
    if (!s) return;
    const key = roundKey(s);
    if (seen.has(key)) return;
    seen.add(key);
    out.push(s);
  };

  for (let i = 0; i < ops.fnArray.length; i++) {
    const fn = ops.fnArray[i];
    const args = ops.argsArray[i];
    if (fn === codes.save) {
      stack.push({ ctm, lineWidth });
    } else if (fn === codes.restore) {
      const prev = stack.pop();
      if (prev) ({ ctm, lineWidth } = prev);
    } else if (fn === codes.transform) {
      if (isMatrix(args)) ctm = composeMatrix(ctm, toMatrix(args));
    } else if (fn === codes.paintFormXObjectBegin) {
      stack.push({ ctm, lineWidth });
      const matrix = Array.isArray(args) ? args[0] : null;
      if (isMatrix(matrix)) ctm = composeMatrix(ctm, toMatrix(matrix));
    } else if (fn === codes.paintFormXObjectEnd) {
      const prev = stack.pop();
      if (prev) ({ ctm, lineWidth } = prev);
    } else if (fn === codes.setLineWidth) {
      const w = Array.isArray(args) ? args[0] : null;
      if (typeof w === 'number' && Number.isFinite(w)) lineWidth = w;
    } else if (fn === codes.setGState) {
      const entries = Array.isArray(args) ? args[0] : null;
      if (Array.isArray(entries)) {
        for (const entry of entries) {
          if (Array.isArray(entry) && entry[0] === 'LW' && typeof entry[1] === 'number')
            lineWidth = entry[1];
        }
      }
    } else if (fn === codes.constructPath) {
      if (!Array.isArray(args)) continue;
      const paint = args[0];
      const dataHolder = args[1];
      const data = Array.isArray(dataHolder) ? dataHolder[0] : null;
      if (typeof paint !== 'number' || !data || !ArrayBuffer.isView(data)) continue;
      const stroke = strokeOps.has(paint);
      const fill = fillOps.has(paint);
      if (!stroke && !fill) continue;
      const toPage = composeMatrix(viewport, ctm);
      const thickness = lineWidth * matrixScale(toPage);
      for (const sub of readSubPaths(data as unknown as ArrayLike<number>)) {
        if (!sub.straight) continue;
        const pts = sub.points.map((p) => applyMatrix(toPage, p[0], p[1]));
        if (stroke) {
          const closed = sub.closed || closingOps.has(paint);
          for (let k = 0; k + 1 < pts.length; k++)
            push(segmentFromLine(pts[k]!, pts[k + 1]!, thickness));
          if (closed && pts.length > 2)
            push(segmentFromLine(pts[pts.length - 1]!, pts[0]!, thickness));
        }
        if (fill) {
          const box = rectangleBox(pts);
          if (box) push(segmentFromFilledBox(box));
        }
      }
    }
  }
  return out;
}
