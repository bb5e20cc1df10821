import type { BBox } from '@/lib/schema/geometry';
import { findScripts, rootBase, toScriptText } from './attach-scripts';
import { countInkedUnits } from './count-inked-chars';
import type { Segment, Span, TextLine } from './extract-types';
import { collapseWhitespace } from '../collapse-whitespace';

/**
 * Spans → lines. Every threshold is a fraction of the font size, never a point value, so the
 * same rules hold for 8 pt table text and 14 pt titles, in any font.
 */

/** Baselines closer than this (× the larger size) are one row. */
const SAME_BASELINE = 0.35;
/** A gap wider than this (× size) reads as a word space (a serif space is ~0.25 em; kerning < 0.05 em). */
const WORD_SPACE_GAP = 0.15;

function union(boxes: readonly BBox[]): BBox {
  let x0 = Infinity;
  let y0 = Infinity;
  let x1 = -Infinity;
  let y1 = -Infinity;
  for (const b of boxes) {
    x0 = Math.min(x0, b[0]);
    y0 = Math.min(y0, b[1]);
    x1 = Math.max(x1, b[2]);
    y1 = Math.max(y1, b[3]);
  }
  return [x0, y0, x1, y1];
}

interface Row {
  /** Baseline and size of the row's largest span. */
  baseline: number;
  size: number;
  spans: Span[];
}

/**
 * Character-weighted median size: a one-letter superscript does not move it. `chars[i]` is
 * spans[i]'s count of non-whitespace characters.
 */
function medianSize(spans: readonly Span[], chars: readonly number[]): number {
  // Indices in size order; the sort is stable, so equal sizes keep their order.
  const order = spans.map((_, i) => i).sort((a, b) => spans[a]!.size - spans[b]!.size);
  let total = 0;
  for (const i of order) total += Math.max(1, chars[i]!);
  let seen = 0;
  for (const i of order) {
    seen += Math.max(1, chars[i]!);
    if (seen * 2 >= total) return spans[i]!.size;
  }
  return spans[order[order.length - 1]!]?.size ?? 0;
}

/**
 * Two spans that overlap in x cannot sit on one line: they are stacked. Identical text is the
 * exception (a fake-bold overprint, merged later).
 */
function stacked(a: Span, b: Span): boolean {
  const overlap = Math.min(a.bbox[2], b.bbox[2]) - Math.max(a.bbox[0], b.bbox[0]);
  return overlap > Math.max(1, 0.25 * Math.min(a.size, b.size)) && a.text !== b.text;
}

/**
 * Spans → rows of one baseline. A span joins the row whose baseline is nearest (within a
 * fraction of the larger size) among rows it does not overlap in x. Measured defect this
 * prevents: on the sample book a 11 pt monograph title in the left column sat between two
 * 9 pt lines of the right column; joining rows by baseline alone chained both right-column
 * lines into the title's row, and their text came out interleaved.
 */
function groupRows(spans: readonly Span[]): Row[] {
  const sorted = [...spans].sort((a, b) => a.baseline - b.baseline || a.bbox[0] - b.bbox[0]);
  const rows: (Row & { first: number })[] = [];
  for (const span of sorted) {
    let target: (typeof rows)[number] | null = null;
    let bestDiff = Infinity;
    for (let i = rows.length - 1; i >= 0; i--) {
      const row = rows[i]!;
      const tol = SAME_BASELINE * Math.max(row.size, span.size);
      // Rows start in baseline order and never reach more than 2·tol below their first span.
      if (span.baseline - row.first > 2 * tol) break;
      const diff = Math.abs(span.baseline - row.baseline);
      if (diff > tol || diff >= bestDiff) continue;
      if (row.spans.some((other) => stacked(other, span))) continue;
      target = row;
      bestDiff = diff;
    }
    if (target) {
      target.spans.push(span);
      if (span.size > target.size) {
        target.size = span.size;
        target.baseline = span.baseline;
      }
    } else {
      rows.push({ baseline: span.baseline, size: span.size, spans: [span], first: span.baseline });
    }
  }
  return rows;
}

/**
 * Rows of the page's spans, each superscript/subscript in the row of the span it belongs to and
 * written as it is meant ("m²", not "m" and a stray "2"): see attach-scripts.ts.
 */
function withScripts(spans: readonly Span[], verticals: readonly Segment[]): Row[] {
  const links = findScripts(spans, verticals);
  if (links.size === 0) return groupRows(spans);
  const rows = groupRows(spans.filter((s) => !links.has(s)));
  const rowOf = new Map<Span, Row>();
  for (const row of rows) for (const s of row.spans) rowOf.set(s, row);
  for (const [script, link] of links) {
    const text = toScriptText(script.text, link.kind);
    const placed = text === script.text ? script : { ...script, text };
    const row = rowOf.get(rootBase(script, links));
    // Never drop a glyph: a script whose base found no row reads as a row of its own.
    if (row) row.spans.push(placed);
    else rows.push({ baseline: placed.baseline, size: placed.size, spans: [placed] });
  }
  return rows;
}

/**
 * Some typesetters fake bold by painting the same text twice, a hair apart; pdfjs then reports
 * two identical, overlapping spans. Keep one, marked bold, rather than doubling every word.
 */
function dropOverprints(ordered: readonly Span[]): Span[] {
  const out: Span[] = [];
  for (const span of ordered) {
    const prev = out[out.length - 1];
    if (prev && prev.text === span.text) {
      const overlap = Math.min(prev.bbox[2], span.bbox[2]) - Math.max(prev.bbox[0], span.bbox[0]);
      const narrower = Math.min(prev.bbox[2] - prev.bbox[0], span.bbox[2] - span.bbox[0]);
      if (narrower > 0 && overlap > 0.8 * narrower) {
        out[out.length - 1] = { ...prev, bold: true, bbox: union([prev.bbox, span.bbox]) };
        continue;
      }
    }
    out.push(span);
  }
  return out;
}

function rulingBetween(
  verticals: readonly Segment[],
  left: Span,
  right: Span,
  baseline: number,
): boolean {
  return verticals.some((r) => {
    const x = (r.bbox[0] + r.bbox[2]) / 2;
    return (
      x >= left.bbox[2] && x <= right.bbox[0] && r.bbox[1] <= baseline && r.bbox[3] >= baseline
    );
  });
}

/** Builds one line from spans already in x order: text with spaces from gaps, box, style. */
export function buildLine(spans: readonly Span[]): TextLine {
  let text = '';
  let prev: Span | null = null;
  for (const span of spans) {
    if (prev) {
      const gap = span.bbox[0] - prev.bbox[2];
      if (gap > WORD_SPACE_GAP * Math.max(prev.size, span.size)) text += ' ';
    }
    text += span.text;
    prev = span;
  }
  // Each span's characters, counted once: the median, the main span and the inked test read them.
  const chars = spans.map((s) => countInkedUnits(s.text));
  const size = medianSize(spans, chars);
  let main = 0;
  for (let i = 1; i < spans.length; i++) if (chars[i]! > chars[main]!) main = i;
  const inked = spans.filter((_, i) => chars[i]! > 0);
  return {
    text: collapseWhitespace(text),
    spans: [...spans],
    bbox: union(spans.map((s) => s.bbox)),
    baseline: spans[main]!.baseline,
    font_size: size,
    bold: inked.length > 0 && inked.every((s) => s.bold),
    italic: inked.length > 0 && inked.every((s) => s.italic),
  };
}

/**
 * Groups a page's spans into lines: same baseline (within a fraction of the font size),
 * ordered by x, broken only where a vertical ruling runs between two spans (a table cell
 * border). A wide gap does not break a line: justified text set with word spacing leaves gaps
 * of 1.5–2 em between the words of a short line (measured on the sample book: "Loại thuốc:
 * Kháng sinh nhóm beta-lactam," came apart word by word at a 1.2 em cut-off). Two columns that
 * share a baseline are parted by assignColumns at the page's gutter instead. Each span is kept,
 * so bold/italic runs inside a line (an italic "Người lớn:" then a regular dose) survive. Lines
 * come out top to bottom, then left to right.
 */
export function groupLines(spans: readonly Span[], rulings: readonly Segment[] = []): TextLine[] {
  const verticals = rulings.filter((r) => r.orientation === 'vertical');
  const rows = withScripts(spans, verticals);
  const lines: TextLine[] = [];
  for (const row of rows) {
    const ordered = dropOverprints([...row.spans].sort((a, b) => a.bbox[0] - b.bbox[0]));
    let current: Span[] = [];
    for (const span of ordered) {
      const prev = current[current.length - 1];
      if (prev) {
        if (rulingBetween(verticals, prev, span, row.baseline)) {
          lines.push(buildLine(current));
          current = [];
        }
      }
      current.push(span);
    }
    if (current.length > 0) lines.push(buildLine(current));
  }
  return lines.sort((a, b) => a.baseline - b.baseline || a.bbox[0] - b.bbox[0]);
}
