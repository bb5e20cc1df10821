import { describe, expect, it } from 'vitest';
import type { Segment } from '@/ingestion/extract/extract-types';
import { grid, H, V } from './testing/book-geometry';
import { findTableGrids } from './find-table-grids';

describe('findTableGrids', () => {
  it('finds a simple 3-column grid with its row and column edges', () => {
    const [g, ...rest] = findTableGrids(grid([50, 120, 200, 290], [400, 420, 440, 460]));
    expect(rest).toHaveLength(0);
    expect(g!.columnEdges).toHaveLength(4);
    expect(g!.rowEdges).toHaveLength(4);
    expect(g!.hasSpanningCells).toBe(false);
    expect(g!.bbox[0]).toBeCloseTo(50, 0);
    expect(g!.bbox[3]).toBeCloseTo(460, 0);
  });

  it('merges a grid drawn cell by cell into one', () => {
    const cells: Segment[] = [];
    const xs = [50, 120, 200];
    const ys = [400, 420, 440];
    for (let r = 0; r < ys.length - 1; r++) {
      for (let c = 0; c < xs.length - 1; c++) {
        const [x0, x1, y0, y1] = [xs[c]!, xs[c + 1]!, ys[r]!, ys[r + 1]!];
        cells.push(H(y0, x0, x1), H(y1, x0, x1), V(x0, y0, y1), V(x1, y0, y1));
      }
    }
    const grids = findTableGrids(cells);
    expect(grids).toHaveLength(1);
    expect(grids[0]!.hasSpanningCells).toBe(false);
    expect(grids[0]!.columnEdges).toHaveLength(3);
  });

  it('sees a two-level header: a top cell spanning two sub-columns', () => {
    const segments = [
      H(400, 50, 290),
      H(415, 120, 290), // under the spanning cell only
      H(430, 50, 290),
      H(450, 50, 290),
      V(50, 400, 450),
      V(120, 400, 450),
      V(205, 415, 450), // starts below the spanning cell
      V(290, 400, 450),
    ];
    const [g] = findTableGrids(segments);
    expect(g!.hasSpanningCells).toBe(true);
  });

  it.each([
    ['a lone header rule across the page', [H(40, 40, 555)]],
    ['a fraction bar', [H(300, 100, 220)]],
    ['two parallel rules with no verticals', [H(300, 50, 290), H(320, 50, 290)]],
  ])('ignores %s', (_name, segments) => {
    expect(findTableGrids(segments)).toEqual([]);
  });

  it('keeps two tables on one page apart', () => {
    const grids = findTableGrids([
      ...grid([50, 150, 290], [100, 120, 140]),
      ...grid([310, 400, 545], [500, 520, 540]),
    ]);
    expect(grids).toHaveLength(2);
    expect(grids[0]!.bbox[1]).toBeLessThan(grids[1]!.bbox[1]);
  });
});
