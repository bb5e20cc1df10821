import { hasInk } from './count-inked-chars';
import { buildLine } from './group-lines';
import type { Column, Line, Segment, Span, TextLine } from './extract-types';
import { countAtMost, countBelow } from './sorted-bounds';

/**
 * Where a page's column gutter is, from geometry alone: the x band, near the middle of the
 * text, that the fewest text spans cross (only full-width lines such as region titles may). A
 * page is two-column only when both sides carry real text — a table of contents with page
 * numbers down the right edge is not.
 */

/** Only look for the gutter in the middle half of the text block. */
const SEARCH_FROM = 0.25;
const SEARCH_TO = 0.75;
/** A gutter is at least this wide (× median font size); a word space is ~0.25 em. */
const MIN_GUTTER_WIDTH = 0.6;
/** Each column spans at least this fraction of the text block's width. */
const MIN_COLUMN_EXTENT = 0.25;
/** Each side has at least this many lines. */
const MIN_COLUMN_LINES = 2;
/** Lines crossing the gutter may be at most this fraction of the lines beside it. */
const MAX_CROSSING_SHARE = 0.5;
/** Spans may touch the gutter edge by this much (points) without crossing it. */
const EDGE_SLACK = 0.5;
/**
 * Horizontal rulings that cross the gutter and lie this close (× median font size) belong to
 * one full-width table, whose cells are then read as full-width rows, not as two columns.
 */
const TABLE_RULE_GAP = 4;

export type Gutter = [number, number];

function inked(span: Span): boolean {
  return hasInk(span.text);
}

function median(values: number[]): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

/** One pass, no copy: asked of every line of every two-column page, on the main thread. */
function side(line: TextLine, gutter: Gutter): Column {
  let left = true;
  let right = true;
  for (const s of line.spans) {
    if (!inked(s)) continue;
    if (!(s.bbox[2] <= gutter[0] + EDGE_SLACK)) left = false;
    if (!(s.bbox[0] >= gutter[1] - EDGE_SLACK)) right = false;
  }
  return left ? 'left' : right ? 'right' : 'full';
}

/** The widest run of minimum span-crossing inside the middle of the text, or null. */
export function findGutter(lines: readonly TextLine[]): Gutter | null {
  // Each line's inked spans, read once: every count below asks for them (this runs on every
  // page of the book, on the main thread).
  const inkedByLine = lines.map((l) => l.spans.filter(inked));
  const spans = inkedByLine.flat();
  if (spans.length === 0) return null;
  let minX = Infinity;
  let maxX = -Infinity;
  for (const s of spans) {
    if (s.bbox[0] < minX) minX = s.bbox[0];
    if (s.bbox[2] > maxX) maxX = s.bbox[2];
  }
  const width = maxX - minX;
  if (width <= 0) return null;
  const zoneFrom = minX + SEARCH_FROM * width;
  const zoneTo = minX + SEARCH_TO * width;

  const starts = spans.map((s) => s.bbox[0] + EDGE_SLACK).sort((a, b) => a - b);
  const ends = spans.map((s) => s.bbox[2] - EDGE_SLACK).sort((a, b) => a - b);
  const cuts = [zoneFrom, zoneTo];
  for (const x of starts) if (x > zoneFrom && x < zoneTo) cuts.push(x);
  for (const x of ends) if (x > zoneFrom && x < zoneTo) cuts.push(x);
  cuts.sort((a, b) => a - b);

  // Crossing count is constant between consecutive cuts: spans starting before the point,
  // minus those that ended at or before it.
  let best = Infinity;
  const intervals: { from: number; to: number; count: number }[] = [];
  for (let i = 0; i + 1 < cuts.length; i++) {
    const from = cuts[i]!;
    const to = cuts[i + 1]!;
    if (to - from <= 1e-6) continue;
    const mid = (from + to) / 2;
    const count = countBelow(starts, mid) - countAtMost(ends, mid);
    intervals.push({ from, to, count });
    best = Math.min(best, count);
  }
  let chosen: Gutter | null = null;
  let run: Gutter | null = null;
  const centre = (minX + maxX) / 2;
  const better = (a: Gutter, b: Gutter | null): boolean => {
    if (!b) return true;
    const wa = a[1] - a[0];
    const wb = b[1] - b[0];
    if (Math.abs(wa - wb) > 1e-6) return wa > wb;
    return Math.abs((a[0] + a[1]) / 2 - centre) < Math.abs((b[0] + b[1]) / 2 - centre);
  };
  for (const iv of intervals) {
    if (iv.count === best) {
      if (run && Math.abs(run[1] - iv.from) < 1e-6) run = [run[0], iv.to];
      else {
        if (run && better(run, chosen)) chosen = run;
        run = [iv.from, iv.to];
      }
    } else if (run) {
      if (better(run, chosen)) chosen = run;
      run = null;
    }
  }
  if (run && better(run, chosen)) chosen = run;
  if (!chosen) return null;
  // The gutter is the real gap: from the left column's right edge to the right column's left
  // edge (the run itself may be cut by the search zone or shrunk by the edge slack).
  let leftEdge = -Infinity;
  let rightEdge = Infinity;
  for (const s of spans) {
    if (s.bbox[2] <= chosen[0] + EDGE_SLACK && s.bbox[2] > leftEdge) leftEdge = s.bbox[2];
    if (s.bbox[0] >= chosen[1] - EDGE_SLACK && s.bbox[0] < rightEdge) rightEdge = s.bbox[0];
  }
  const gutter: Gutter = [
    Number.isFinite(leftEdge) ? leftEdge : chosen[0],
    Number.isFinite(rightEdge) ? rightEdge : chosen[1],
  ];

  const size = median(spans.map((s) => s.size));
  if (gutter[1] - gutter[0] < MIN_GUTTER_WIDTH * size) return null;
  // Count by span, not by line: two column lines on one baseline arrive as one line with
  // spans on both sides (measured: a 680-monograph sample page whose column baselines lined up
  // came out with no gutter and every line read straight across both columns).
  const leftSpans = spans.filter((s) => s.bbox[2] <= gutter[0] + EDGE_SLACK);
  const rightSpans = spans.filter((s) => s.bbox[0] >= gutter[1] - EDGE_SLACK);
  const onSide = (test: (s: Span) => boolean) =>
    inkedByLine.filter((inkedSpans) => inkedSpans.some(test)).length;
  const leftLines = onSide((s) => s.bbox[2] <= gutter[0] + EDGE_SLACK);
  const rightLines = onSide((s) => s.bbox[0] >= gutter[1] - EDGE_SLACK);
  const crossing = onSide(
    (s) => s.bbox[0] < gutter[1] - EDGE_SLACK && s.bbox[2] > gutter[0] + EDGE_SLACK,
  );
  if (leftLines < MIN_COLUMN_LINES || rightLines < MIN_COLUMN_LINES) return null;
  if (crossing > MAX_CROSSING_SHARE * (leftLines + rightLines)) return null;
  const extent = (ss: Span[]) =>
    Math.max(...ss.map((s) => s.bbox[2])) - Math.min(...ss.map((s) => s.bbox[0]));
  if (extent(leftSpans) < MIN_COLUMN_EXTENT * width) return null;
  if (extent(rightSpans) < MIN_COLUMN_EXTENT * width) return null;
  return gutter;
}

function crossesGutter(line: TextLine, gutter: Gutter): boolean {
  return line.spans.some(
    (s) => inked(s) && s.bbox[0] < gutter[1] - EDGE_SLACK && s.bbox[2] > gutter[0] + EDGE_SLACK,
  );
}

/** Vertical extents of full-width ruled tables: rulings across the gutter, close together. */
export function fullWidthTableBands(
  rulings: readonly Segment[],
  gutter: Gutter,
  fontSize: number,
): [number, number][] {
  const across = rulings
    .filter((r) => r.orientation === 'horizontal' && r.bbox[0] < gutter[0] && r.bbox[2] > gutter[1])
    .sort((a, b) => a.bbox[1] - b.bbox[1]);
  const verticals = rulings.filter((r) => r.orientation === 'vertical');
  const bands: [number, number][] = [];
  let current: [number, number] | null = null;
  let count = 0;
  for (const r of across) {
    const y = (r.bbox[1] + r.bbox[3]) / 2;
    if (current) {
      const gap = y - current[1];
      const bridged = verticals.some(
        (v) => v.bbox[1] <= current![1] + 1 && v.bbox[3] >= y - 1 && v.bbox[3] - v.bbox[1] > 0,
      );
      if (gap <= TABLE_RULE_GAP * fontSize || bridged) {
        current[1] = y;
        count++;
        continue;
      }
      if (count >= 2) bands.push(current);
    }
    current = [y, y];
    count = 1;
  }
  if (current && count >= 2) bands.push(current);
  return bands;
}

/** The page's median line font size: the unit of fullWidthTableBands' rule gap. */
export function lineFontSize(lines: readonly TextLine[]): number {
  return median(lines.map((l) => l.font_size));
}

/**
 * Whether a gutter found on nearby pages also fits this page: some text beside it and few
 * lines across it. Used where the page alone is too thin to show its gutter (a right column
 * with one line at the end of a part): without it, that line would be read in y order among
 * the left column's lines.
 */
export function fitsGutter(lines: readonly TextLine[], gutter: Gutter): boolean {
  const beside = lines.filter((l) =>
    l.spans.some(
      (s) =>
        inked(s) && (s.bbox[2] <= gutter[0] + EDGE_SLACK || s.bbox[0] >= gutter[1] - EDGE_SLACK),
    ),
  ).length;
  const crossing = lines.filter((l) => crossesGutter(l, gutter)).length;
  return beside > 0 && crossing <= MAX_CROSSING_SHARE * beside;
}

export interface ColumnLayout {
  gutter: Gutter | null;
  lines: Line[];
}

/**
 * Labels each line 'left' | 'right' | 'full' from the page's own gutter. A line that spans
 * the gutter only because two column lines share a baseline (a narrow gutter) is split back
 * into its two halves; a line inside a full-width ruled table is 'full'. When the page shows
 * no gutter of its own, `options.fallback` (a nearby page's) is used if it fits; a page with no gutter
 * is one column: every line is 'full'.
 */
export interface AssignColumnsOptions {
  /** The page's own gutter if already found (findGutter), to skip finding it again. */
  gutter?: Gutter | null;
  /** A nearby page's gutter, used when the page shows none of its own and it fits. */
  fallback?: Gutter | null;
}

export function assignColumns(
  lines: readonly TextLine[],
  rulings: readonly Segment[] = [],
  options: AssignColumnsOptions = {},
): ColumnLayout {
  const own = options.gutter !== undefined ? options.gutter : findGutter(lines);
  const fallback = options.fallback ?? null;
  const gutter = own ?? (fallback && fitsGutter(lines, fallback) ? fallback : null);
  if (!gutter) return { gutter: null, lines: lines.map((l) => ({ ...l, column: 'full' })) };
  const bands = fullWidthTableBands(rulings, gutter, lineFontSize(lines));
  const inBand = (l: TextLine) => {
    const centre = (l.bbox[1] + l.bbox[3]) / 2;
    return bands.some(([y0, y1]) => centre >= y0 && centre <= y1);
  };
  const out: Line[] = [];
  for (const line of lines) {
    if (inBand(line)) {
      out.push({ ...line, column: 'full' });
      continue;
    }
    const column = side(line, gutter);
    if (column !== 'full' || crossesGutter(line, gutter)) {
      out.push({ ...line, column });
      continue;
    }
    const left = line.spans.filter((s) => s.bbox[2] <= gutter[0] + EDGE_SLACK);
    const right = line.spans.filter((s) => s.bbox[2] > gutter[0] + EDGE_SLACK);
    if (left.length === 0 || right.length === 0) {
      out.push({ ...line, column: 'full' });
      continue;
    }
    out.push({ ...buildLine(left), column: 'left' }, { ...buildLine(right), column: 'right' });
  }
  return { gutter, lines: out };
}
