import type { BBox } from '@/lib/schema/geometry';
import type { Segment } from '@/ingestion/extract/extract-types';

/**
 * Ruled tables, found from the page's geometry alone: horizontal and vertical rulings that touch
 * form a grid. Words never decide what is a table — the prose before a table often does not say
 * "xem bảng", and a table's cells can be any text.
 */
export interface TableGrid {
  bbox: BBox;
  /** Distinct y positions of the full-width horizontal rules, top to bottom. */
  rowEdges: number[];
  /** Distinct x positions of the vertical rules that span the whole grid, left to right. */
  columnEdges: number[];
  /**
   * A horizontal rule that stops short of the grid's width, or a vertical one that does not reach
   * from top to bottom: some cell spans others (a two-level or merged header).
   */
  hasSpanningCells: boolean;
}

interface Line1D {
  /** Position across the line (y for horizontal, x for vertical). */
  at: number;
  from: number;
  to: number;
}

/** Collinear pieces of one rule (a table drawn cell by cell) become one rule. */
export function mergeCollinear(lines: Line1D[], tol: number): Line1D[] {
  const sorted = [...lines].sort((a, b) => a.at - b.at || a.from - b.from);
  const merged: Line1D[] = [];
  for (const line of sorted) {
    const last = merged.at(-1);
    if (last && Math.abs(last.at - line.at) <= tol && line.from <= last.to + tol) {
      last.to = Math.max(last.to, line.to);
      last.at = (last.at + line.at) / 2;
    } else {
      merged.push({ ...line });
    }
  }
  return merged;
}

function toLine(segment: Segment): Line1D {
  const [x0, y0, x1, y1] = segment.bbox;
  return segment.orientation === 'horizontal'
    ? { at: (y0 + y1) / 2, from: x0, to: x1 }
    : { at: (x0 + x1) / 2, from: y0, to: y1 };
}

function clusterPositions(values: number[], tol: number): number[] {
  const sorted = [...values].sort((a, b) => a - b);
  const out: number[] = [];
  for (const v of sorted) {
    const last = out.at(-1);
    if (last !== undefined && v - last <= tol) continue;
    out.push(v);
  }
  return out;
}

/**
 * Every grid on a page. `tol` is the tolerance in points for "touching" (a stroke's width plus
 * rounding; 2 pt suits books set at 8-12 pt).
 */
export function findTableGrids(rulings: Segment[], tol = 2): TableGrid[] {
  const horizontal = mergeCollinear(
    rulings.filter((s) => s.orientation === 'horizontal').map(toLine),
    tol,
  );
  const vertical = mergeCollinear(
    rulings.filter((s) => s.orientation === 'vertical').map(toLine),
    tol,
  );
  const all = [
    ...horizontal.map((l) => ({ l, h: true })),
    ...vertical.map((l) => ({ l, h: false })),
  ];

  // Union-find over rules: a horizontal and a vertical rule that cross or touch are one grid.
  const parent = all.map((_, i) => i);
  const find = (i: number): number => {
    while (parent[i] !== i) {
      parent[i] = parent[parent[i]!]!;
      i = parent[i]!;
    }
    return i;
  };
  for (let i = 0; i < horizontal.length; i++) {
    const h = horizontal[i]!;
    for (let j = 0; j < vertical.length; j++) {
      const v = vertical[j]!;
      const touches =
        v.at >= h.from - tol && v.at <= h.to + tol && h.at >= v.from - tol && h.at <= v.to + tol;
      if (touches) parent[find(i)] = find(horizontal.length + j);
    }
  }

  const groups = new Map<number, { h: Line1D[]; v: Line1D[] }>();
  all.forEach((entry, i) => {
    const root = find(i);
    const group = groups.get(root) ?? { h: [], v: [] };
    (entry.h ? group.h : group.v).push(entry.l);
    groups.set(root, group);
  });

  const grids: TableGrid[] = [];
  for (const { h, v } of groups.values()) {
    if (h.length < 2 || v.length < 2) continue;
    const x0 = Math.min(...h.map((l) => l.from), ...v.map((l) => l.at));
    const x1 = Math.max(...h.map((l) => l.to), ...v.map((l) => l.at));
    const y0 = Math.min(...v.map((l) => l.from), ...h.map((l) => l.at));
    const y1 = Math.max(...v.map((l) => l.to), ...h.map((l) => l.at));
    // A box needs height: two rules that merely touch one short tick are not a table.
    if (x1 - x0 < 4 * tol || y1 - y0 < 4 * tol) continue;
    const fullH = h.filter((l) => l.from <= x0 + tol && l.to >= x1 - tol);
    const fullV = v.filter((l) => l.from <= y0 + tol && l.to >= y1 - tol);
    grids.push({
      bbox: [x0, y0, x1, y1],
      rowEdges: clusterPositions(
        fullH.map((l) => l.at),
        tol,
      ),
      columnEdges: clusterPositions(
        fullV.map((l) => l.at),
        tol,
      ),
      hasSpanningCells: fullH.length < h.length || fullV.length < v.length,
    });
  }
  return grids.sort((a, b) => a.bbox[1] - b.bbox[1] || a.bbox[0] - b.bbox[0]);
}
