import type { PageRegion } from '@/lib/schema/geometry';
import type { ExtractedPage } from '@/ingestion/extract/extract-types';
import { findTableGrids, type TableGrid } from './find-table-grids';
import { centreInside, readGridCells, type LiftedBlock } from './lift-page-blocks';

interface PlacedRow {
  cells: string[];
  region: PageRegion;
}

/** The ruled rows of one grid: the band between two full-width rules, the table's width. */
function placeRows(page: ExtractedPage, grid: TableGrid): PlacedRow[] {
  const spans = page.lines.filter((l) => centreInside(l.bbox, grid.bbox)).flatMap((l) => l.spans);
  const cells = readGridCells(grid, spans);
  const [x0, top, x1, bottom] = grid.bbox;
  const edges = grid.rowEdges;
  // readGridCells puts a span above the first rule in the first row and one below the last rule
  // in the last row: the first and last rows reach the grid's box.
  return cells.map((row, i) => ({
    cells: row,
    region: {
      physical_page: page.physical_page,
      bbox: [
        x0,
        i === 0 ? Math.min(top, edges[0] ?? top) : edges[i]!,
        x1,
        i === cells.length - 1 ? Math.max(bottom, edges.at(-1) ?? bottom) : edges[i + 1]!,
      ],
    },
  }));
}

const sameRow = (a: readonly string[], b: readonly string[] | undefined) =>
  b !== undefined && a.length === b.length && a.every((cell, i) => cell === b[i]);

/**
 * Where each body row of a lifted table is printed: one region per row of its `band_columns`
 * cells (the rows after the first), in order, from rule to rule across the table's width — the
 * geometry the answer outlines the patient's row with (issue 38), never text.
 *
 * Read again from the rulings of each piece's page, the way the table was lifted, and placed
 * against the block's joined cells by their text: a continued table's later piece gives the
 * rows the join kept, after any header it repeated. Null when a piece's grid is not found again
 * or its rows do not line up with the block's cells (a join that reshaped rows): no geometry is
 * better than a row outlined in the wrong place.
 */
export function readRowRegions(
  block: LiftedBlock,
  pageOf: (physicalPage: number) => ExtractedPage | undefined,
): PageRegion[] | null {
  if (block.kind !== 'table' || block.cells.length < 2) return null;
  const placed: PlacedRow[] = [];
  for (const region of block.regions) {
    const page = pageOf(region.physical_page);
    const grid = page
      ? findTableGrids(page.rulings).find((g) => g.bbox.every((v, i) => v === region.bbox[i]))
      : undefined;
    if (!page || !grid) return null;
    const rows = placeRows(page, grid);
    // The rows this piece gave the block: its first rows may be a header the join dropped.
    const at = placed.length;
    const kept = rows.findIndex((_, r) =>
      rows.slice(r).every((row, k) => sameRow(row.cells, block.cells[at + k])),
    );
    if (kept < 0 || (at === 0 && kept > 0)) return null;
    placed.push(...rows.slice(kept));
  }
  if (placed.length !== block.cells.length) return null;
  return placed.slice(1).map((row) => row.region);
}
