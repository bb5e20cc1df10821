import type { BBox } from '@/lib/schema/geometry';
import type { HeaderCell, TableContent } from '../content/content-types';
import type { DrawRule, DrawText } from './draw-ops';
import type { TextMeasurer } from './measure-text';
import { TYPE } from './page-geometry';
import { measureWords, wrapWords, type WrappedLine } from './wrap-words';

export interface GridCell {
  text: string;
  row: number;
  col: number;
  rowSpan: number;
  colSpan: number;
}

/** Places header cells on the grid the way HTML does: each cell takes the next column not
 * already covered by a row-spanning cell from above. */
export function placeHeaderGrid(header: HeaderCell[][], columns: number): GridCell[] {
  const covered = new Set<string>();
  const cells: GridCell[] = [];
  header.forEach((row, r) => {
    let c = 0;
    for (const cell of row) {
      while (covered.has(`${r}:${c}`)) c++;
      if (c + cell.colSpan > columns) {
        throw new Error(
          `layout-table: header row ${r} overflows ${columns} columns at "${cell.text}"`,
        );
      }
      cells.push({ text: cell.text, row: r, col: c, rowSpan: cell.rowSpan, colSpan: cell.colSpan });
      for (let dr = 0; dr < cell.rowSpan; dr++)
        for (let dc = 0; dc < cell.colSpan; dc++) covered.add(`${r + dr}:${c + dc}`);
      c += cell.colSpan;
    }
  });
  for (let r = 0; r < header.length; r++) {
    for (let c = 0; c < columns; c++) {
      if (!covered.has(`${r}:${c}`))
        throw new Error(`layout-table: header cell ${r}:${c} is not covered`);
    }
  }
  return cells;
}

/** Header rows as text grids; a spanning cell repeats its text in every grid cell it covers. */
export function expandHeaderRows(grid: GridCell[], rows: number, columns: number): string[][] {
  const out = Array.from({ length: rows }, () => Array.from({ length: columns }, () => ''));
  for (const cell of grid) {
    for (let dr = 0; dr < cell.rowSpan; dr++) {
      for (let dc = 0; dc < cell.colSpan; dc++) {
        const row = out[cell.row + dr];
        if (row) row[cell.col + dc] = cell.text;
      }
    }
  }
  return out;
}

interface LaidCell extends GridCell {
  lines: WrappedLine[];
}

export interface TableLayout {
  width: number;
  /** Column boundaries relative to the table's left edge (columns + 1 values). */
  edges: number[];
  headerCells: LaidCell[];
  headerRowHeights: number[];
  headerHeight: number;
  bodyRows: Array<{ height: number; cells: WrappedLine[][] }>;
}

/**
 * `headerWrap` narrows the width the header cells' text wraps at, as a share of each cell's
 * width (1: the cell's own width): a repeated header set at another wrap than the first piece's,
 * as a TeX-typeset book printed one (issue 40). The column edges stay the table's.
 */
export function layoutTable(
  table: TableContent,
  width: number,
  measure: TextMeasurer,
  headerWrap = 1,
): TableLayout {
  const columns = table.columnWidths.length;
  const edges = [0];
  for (const w of table.columnWidths) edges.push((edges[edges.length - 1] ?? 0) + w * width);
  edges[columns] = width;
  const cellWidth = (col: number, span: number): number =>
    (edges[col + span] ?? width) - (edges[col] ?? 0) - 2 * TYPE.cellPadX;
  const wrap = (text: string, bold: boolean, w: number): WrappedLine[] =>
    wrapWords(measureWords([{ text, style: bold ? 'bold' : 'regular' }], TYPE.cell, measure), w, w);
  const textHeight = (lines: WrappedLine[]): number =>
    Math.max(1, lines.length) * TYPE.cellLeading + 2 * TYPE.cellPadY;

  const grid = placeHeaderGrid(table.header, columns);
  const headerCells = grid.map((cell) => ({
    ...cell,
    lines: wrap(cell.text, true, headerWrap * cellWidth(cell.col, cell.colSpan)),
  }));
  const headerRowHeights = table.header.map((_, r) =>
    Math.max(
      TYPE.cellLeading + 2 * TYPE.cellPadY,
      ...headerCells.filter((c) => c.row === r && c.rowSpan === 1).map((c) => textHeight(c.lines)),
    ),
  );
  // A row-spanning cell that needs more height than its rows give stretches its last row.
  for (const cell of headerCells.filter((c) => c.rowSpan > 1)) {
    const span = headerRowHeights
      .slice(cell.row, cell.row + cell.rowSpan)
      .reduce((a, b) => a + b, 0);
    const need = textHeight(cell.lines);
    const lastIndex = cell.row + cell.rowSpan - 1;
    if (need > span)
      headerRowHeights[lastIndex] = (headerRowHeights[lastIndex] ?? 0) + (need - span);
  }
  const bodyRows = table.rows.map((row) => {
    if (row.length !== columns)
      throw new Error(`layout-table: a body row has ${row.length} cells, expected ${columns}`);
    const cells = row.map((text, c) => wrap(text, false, cellWidth(c, 1)));
    return { height: Math.max(...cells.map(textHeight)), cells };
  });
  return {
    width,
    edges,
    headerCells,
    headerRowHeights,
    headerHeight: headerRowHeights.reduce((a, b) => a + b, 0),
    bodyRows,
  };
}

export interface RenderedPart {
  texts: DrawText[];
  rules: DrawRule[];
  /** Covers the outer rules, half a rule width included. */
  bbox: BBox;
  height: number;
}

/** Draw operations for the header (unless `header` is false: a continuation that does not
 * repeat it) plus body rows [from, to) at (x, y): every cell ruled. */
export function renderTablePart(
  layout: TableLayout,
  from: number,
  to: number,
  x: number,
  y: number,
  header = true,
): RenderedPart {
  const texts: DrawText[] = [];
  const rules: DrawRule[] = [];
  const w = TYPE.ruleWidth;
  const cellText = (lines: WrappedLine[], bold: boolean, left: number, top: number): void => {
    lines.forEach((line, i) => {
      texts.push({
        text: line.words.map((wd) => wd.text).join(' '),
        style: bold ? 'bold' : 'regular',
        size: TYPE.cell,
        x: left + TYPE.cellPadX,
        y: top + TYPE.cellPadY + i * TYPE.cellLeading,
        wordSpacing: 0,
      });
    });
  };
  const edge = (i: number): number => x + (layout.edges[i] ?? layout.width);
  const rowTops = [y];
  for (const h of layout.headerRowHeights) rowTops.push((rowTops[rowTops.length - 1] ?? y) + h);
  for (const cell of header ? layout.headerCells : []) {
    const top = rowTops[cell.row] ?? y;
    const bottom = rowTops[cell.row + cell.rowSpan] ?? top;
    const left = edge(cell.col);
    const right = edge(cell.col + cell.colSpan);
    rules.push({ x0: left, y0: top, x1: right, y1: top, width: w });
    rules.push({ x0: left, y0: top, x1: left, y1: bottom, width: w });
    cellText(cell.lines, true, left, top);
  }
  let top = y + (header ? layout.headerHeight : 0);
  const columns = layout.edges.length - 1;
  for (let r = from; r < to; r++) {
    const row = layout.bodyRows[r];
    if (!row) continue;
    rules.push({ x0: edge(0), y0: top, x1: edge(columns), y1: top, width: w });
    row.cells.forEach((lines, c) => {
      rules.push({ x0: edge(c), y0: top, x1: edge(c), y1: top + row.height, width: w });
      cellText(lines, false, edge(c), top);
    });
    top += row.height;
  }
  rules.push({ x0: edge(0), y0: top, x1: edge(columns), y1: top, width: w });
  rules.push({ x0: edge(columns), y0: y, x1: edge(columns), y1: top, width: w });
  return {
    texts,
    rules,
    bbox: [edge(0) - w / 2, y - w / 2, edge(columns) + w / 2, top + w / 2],
    height: top - y,
  };
}

export function tableHeight(layout: TableLayout, from: number, to: number): number {
  let h = layout.headerHeight;
  for (let r = from; r < to; r++) h += layout.bodyRows[r]?.height ?? 0;
  return h;
}
