import type { BlockShape } from '@/lib/schema/block';
import type { BBox, PageRegion } from '@/lib/schema/geometry';
import type { Column, ExtractedPage, Line, Span } from '@/ingestion/extract/extract-types';
import { dropSoftHyphens, lineSeparator } from '@/lib/text/join-line-text';
import { findStackedFractions } from './find-stacked-fractions';
import { findTableGrids, type TableGrid } from './find-table-grids';

/**
 * A table or 2D formula taken out of a page's prose. `cells` holds what was read inside it (rows
 * of cell texts, header rows included) — never used as prose or embedded text: it only feeds the
 * `block_text_leaked_into_chunk_text` gate and, for a simple table, the header row.
 */
export interface LiftedBlock {
  kind: 'table' | 'formula';
  shape: BlockShape;
  regions: PageRegion[];
  column: Column;
  header_row: string[];
  cells: string[][];
  /** Column structure as fractions of the table width: how a continuation is recognised. */
  column_fractions: number[];
}

export type FlowItem =
  | { kind: 'line'; page: number; line: Line; colLeft: number; colRight: number }
  | { kind: 'block'; page: number; block: LiftedBlock };

/** A box belongs to a grid when its centre is inside it: how a table's lines are found. */
export const centreInside = (box: BBox, outer: BBox, pad = 1) => {
  const cx = (box[0] + box[2]) / 2;
  const cy = (box[1] + box[3]) / 2;
  return (
    cx >= outer[0] - pad && cx <= outer[2] + pad && cy >= outer[1] - pad && cy <= outer[3] + pad
  );
};

function indexOfEdge(edges: number[], value: number): number {
  for (let i = 0; i + 1 < edges.length; i++) if (value < edges[i + 1]!) return i;
  return Math.max(0, edges.length - 2);
}

/** Cell texts by ruled row and column; spans are placed by their centre. */
export function readGridCells(grid: TableGrid, spans: Span[]): string[][] {
  const rows = Math.max(1, grid.rowEdges.length - 1);
  const cols = Math.max(1, grid.columnEdges.length - 1);
  const cells: Span[][][] = Array.from({ length: rows }, () =>
    Array.from({ length: cols }, () => []),
  );
  for (const span of spans) {
    const cx = (span.bbox[0] + span.bbox[2]) / 2;
    const cy = (span.bbox[1] + span.bbox[3]) / 2;
    cells[indexOfEdge(grid.rowEdges, cy)]![indexOfEdge(grid.columnEdges, cx)]!.push(span);
  }
  return cells.map((row) => row.map(readCellText));
}

/**
 * One cell's spans as text, in reading order: a space between spans, none after a hyphen that
 * ends one of the cell's lines (join-line-text.ts), soft hyphens dropped.
 */
function readCellText(cell: Span[]): string {
  let text = '';
  let prev: Span | null = null;
  for (const span of cell.sort((a, b) => a.baseline - b.baseline || a.bbox[0] - b.bbox[0])) {
    const t = span.text.trim();
    if (!t) continue;
    if (prev) {
      const newLine = span.baseline - prev.baseline > 0.5 * Math.min(span.size, prev.size);
      text += newLine ? lineSeparator(prev.text) : ' ';
    }
    text += dropSoftHyphens(t);
    prev = span;
  }
  return text.replace(/\s+/g, ' ');
}

function blockColumn(bbox: BBox, page: ExtractedPage): Column {
  if (!page.gutter) return 'full';
  const [g0, g1] = page.gutter;
  if (bbox[2] <= g1) return 'left';
  if (bbox[0] >= g0) return 'right';
  return 'full';
}

function columnBounds(lines: Line[]): Map<Column, [number, number]> {
  const bounds = new Map<Column, [number, number]>();
  for (const line of lines) {
    const b = bounds.get(line.column);
    bounds.set(
      line.column,
      b
        ? [Math.min(b[0], line.bbox[0]), Math.max(b[1], line.bbox[2])]
        : [line.bbox[0], line.bbox[2]],
    );
  }
  return bounds;
}

/**
 * Pieces of one printed line that reached us as separate lines — a justified line whose word
 * gaps grew wide enough to look like column breaks — are joined back: same column, same
 * baseline, next to each other in reading order.
 */
export function mergeSplitLines(lines: Line[]): Line[] {
  const out: Line[] = [];
  for (const line of lines) {
    const prev = out.at(-1);
    const tol = 0.25 * (line.font_size || 10);
    if (
      prev &&
      prev.column === line.column &&
      Math.abs(prev.baseline - line.baseline) <= tol &&
      line.bbox[0] >= prev.bbox[2] - tol
    ) {
      const spans = [...prev.spans, ...line.spans];
      out[out.length - 1] = {
        ...prev,
        text: `${prev.text} ${line.text}`,
        spans,
        bbox: [
          prev.bbox[0],
          Math.min(prev.bbox[1], line.bbox[1]),
          line.bbox[2],
          Math.max(prev.bbox[3], line.bbox[3]),
        ],
        bold: prev.bold && line.bold,
        italic: prev.italic && line.italic,
      };
    } else {
      out.push(line);
    }
  }
  return out;
}

/**
 * One page's reading-order flow with its tables and formulas lifted out and put back as single
 * block items where they stood, so segmentation knows which section each came from.
 */
export function liftPageBlocks(page: ExtractedPage): FlowItem[] {
  const grids = findTableGrids(page.rulings);
  const consumed = new Set<number>();
  const blocks: LiftedBlock[] = [];

  for (const grid of grids) {
    const inGrid: number[] = [];
    page.lines.forEach((line, i) => {
      if (centreInside(line.bbox, grid.bbox)) inGrid.push(i);
    });
    if (inGrid.length === 0) continue; // an empty ruled box is decoration, not a table
    inGrid.forEach((i) => consumed.add(i));
    const cells = readGridCells(
      grid,
      inGrid.flatMap((i) => page.lines[i]!.spans),
    );
    const width = grid.bbox[2] - grid.bbox[0] || 1;
    blocks.push({
      kind: 'table',
      shape: grid.hasSpanningCells ? 'multi_level_or_merged_header' : 'simple_table',
      regions: [{ physical_page: page.physical_page, bbox: grid.bbox }],
      column: blockColumn(grid.bbox, page),
      header_row: grid.hasSpanningCells ? [] : (cells[0] ?? []),
      cells,
      column_fractions: grid.columnEdges.slice(1).map((x, i) => (x - grid.columnEdges[i]!) / width),
    });
  }

  const free = page.lines.map((line, i) => ({ line, i })).filter(({ i }) => !consumed.has(i));
  const fractions = findStackedFractions(
    page.rulings,
    free.map((f) => f.line),
    grids.map((g) => g.bbox),
    (rule) => {
      if (!page.gutter) return [0, page.width];
      const centre = (rule[0] + rule[2]) / 2;
      return centre < page.gutter[0] ? [0, page.gutter[0]] : [page.gutter[1], page.width];
    },
  );
  for (const fraction of fractions) {
    const indexes = fraction.lineIndexes.map((k) => free[k]!.i);
    if (indexes.some((i) => consumed.has(i))) continue;
    indexes.forEach((i) => consumed.add(i));
    blocks.push({
      kind: 'formula',
      shape: 'formula_2d',
      regions: [{ physical_page: page.physical_page, bbox: fraction.bbox }],
      column: blockColumn(fraction.bbox, page),
      header_row: [],
      cells: indexes.map((i) => [page.lines[i]!.text]),
      column_fractions: [],
    });
  }

  const kept = mergeSplitLines(page.lines.filter((_, i) => !consumed.has(i)));
  const bounds = columnBounds(kept);
  const flow: FlowItem[] = kept.map((line) => {
    const [colLeft, colRight] = bounds.get(line.column) ?? [line.bbox[0], line.bbox[2]];
    return { kind: 'line', page: page.physical_page, line, colLeft, colRight };
  });

  // Put each block back where it stood: before the first kept line of its column below its top.
  // A full-width block cuts the columns as its rows did (order-lines.ts reads them as full-width
  // lines), so it goes before the first line of any column below its top, or last. Defect found
  // reading issue 40's single-column case (lift-page-blocks.test.ts holds it): with no other
  // full-width line below it, a full-width table on a two-column page was put after the last
  // full-width line above it, or at the page's head, ahead of the column text it stood under.
  for (const block of blocks.sort((a, b) => a.regions[0]!.bbox[1] - b.regions[0]!.bbox[1])) {
    const top = block.regions[0]!.bbox[1];
    const sameColumn = (item: FlowItem) =>
      item.kind === 'line' ? item.line.column === block.column : item.block.column === block.column;
    const inPlace = (item: FlowItem) => block.column === 'full' || sameColumn(item);
    let at = flow.findIndex(
      (item) =>
        inPlace(item) &&
        (item.kind === 'line'
          ? item.line.bbox[1] >= top - 1
          : item.block.regions[0]!.bbox[1] > top),
    );
    if (at < 0 && block.column === 'full') at = flow.length;
    if (at < 0) {
      const lastInColumn = flow.findLastIndex(sameColumn);
      at = lastInColumn >= 0 ? lastInColumn + 1 : block.column === 'right' ? flow.length : 0;
    }
    flow.splice(at, 0, { kind: 'block', page: page.physical_page, block });
  }
  return flow;
}
