import { describe, expect, it } from 'vitest';
import type { FontStyle, TableContent } from '../content/content-types';
import {
  expandHeaderRows,
  layoutTable,
  placeHeaderGrid,
  renderTablePart,
  tableHeight,
} from './layout-table';
import type { TextMeasurer } from './measure-text';
import { TYPE } from './page-geometry';

const mono: TextMeasurer = {
  width: (text: string, _s: FontStyle, size: number) => text.length * size * 0.5,
  ascent: () => 1,
  descent: () => 0.25,
  covers: () => true,
};

const merged: TableContent = {
  columnWidths: [0.3, 0.35, 0.35],
  header: [
    [
      { text: 'Clcr (ml/phút)', colSpan: 1, rowSpan: 2 },
      { text: 'Liều khuyến cáo', colSpan: 2, rowSpan: 1 },
    ],
    [
      { text: 'Từ 60 kg', colSpan: 1, rowSpan: 1 },
      { text: 'Dưới 60 kg', colSpan: 1, rowSpan: 1 },
    ],
  ],
  rows: [
    ['> 50', '400 mg/ngày', '250 mg/ngày'],
    ['10 - 50', '200 mg/ngày, chia làm hai lần trong ngày', '125 mg/ngày'],
  ],
};

describe('placeHeaderGrid / expandHeaderRows', () => {
  it('places a row-spanning first cell and a column-spanning second cell', () => {
    const grid = placeHeaderGrid(merged.header, 3);
    expect(grid.map((c) => [c.row, c.col, c.rowSpan, c.colSpan])).toEqual([
      [0, 0, 2, 1],
      [0, 1, 1, 2],
      [1, 1, 1, 1],
      [1, 2, 1, 1],
    ]);
    expect(expandHeaderRows(grid, 2, 3)).toEqual([
      ['Clcr (ml/phút)', 'Liều khuyến cáo', 'Liều khuyến cáo'],
      ['Clcr (ml/phút)', 'Từ 60 kg', 'Dưới 60 kg'],
    ]);
  });

  it('rejects a header that leaves a grid cell uncovered or overflows', () => {
    expect(() => placeHeaderGrid([[{ text: 'a', colSpan: 1, rowSpan: 1 }]], 2)).toThrow(
      /not covered/,
    );
    expect(() => placeHeaderGrid([[{ text: 'a', colSpan: 3, rowSpan: 1 }]], 2)).toThrow(
      /overflows/,
    );
  });
});

describe('layoutTable / renderTablePart', () => {
  const layout = layoutTable(merged, 200, mono);

  it('wraps a long cell and makes its row taller', () => {
    const [first, second] = layout.bodyRows;
    expect(second!.cells[1]!.length).toBeGreaterThan(1);
    expect(second!.height).toBeGreaterThan(first!.height);
    expect(layout.headerHeight).toBeCloseTo(layout.headerRowHeights.reduce((a, b) => a + b, 0));
  });

  it('wraps the header at a share of its cells (a rewrapped repeat), the edges and body kept', () => {
    const rewrapped = layoutTable(merged, 200, mono, 0.4);
    const lines = (l: typeof layout) => l.headerCells.map((c) => c.lines.length);
    expect(lines(rewrapped).every((n, i) => n >= lines(layout)[i]!)).toBe(true);
    expect(lines(rewrapped).some((n, i) => n > lines(layout)[i]!)).toBe(true);
    expect(rewrapped.headerHeight).toBeGreaterThan(layout.headerHeight);
    expect(rewrapped.edges).toEqual(layout.edges);
    expect(rewrapped.bodyRows).toEqual(layout.bodyRows);
    expect(layoutTable(merged, 200, mono, 1)).toEqual(layout);
  });

  it('rules every row and puts the bbox around the rules', () => {
    const part = renderTablePart(layout, 0, 2, 10, 100);
    expect(part.height).toBeCloseTo(tableHeight(layout, 0, 2));
    const horizontals = part.rules.filter((r) => r.y0 === r.y1);
    const verticals = part.rules.filter((r) => r.x0 === r.x1);
    expect(horizontals.length).toBeGreaterThanOrEqual(2 + 2 + 1);
    expect(verticals.length).toBeGreaterThanOrEqual(3 + 1);
    const [x0, y0, x1, y1] = part.bbox;
    for (const r of part.rules) {
      expect(Math.min(r.x0, r.x1)).toBeGreaterThanOrEqual(x0);
      expect(Math.max(r.x0, r.x1)).toBeLessThanOrEqual(x1);
      expect(Math.min(r.y0, r.y1)).toBeGreaterThanOrEqual(y0);
      expect(Math.max(r.y0, r.y1)).toBeLessThanOrEqual(y1);
    }
    expect(part.texts.every((t) => t.size === TYPE.cell)).toBe(true);
    // No rule crosses the spanning header cell: nothing vertical at the 2nd/3rd column boundary
    // inside the first header row.
    const boundary = 10 + layout.edges[2]!;
    const insideSpan = verticals.filter(
      (r) => Math.abs(r.x0 - boundary) < 1e-6 && r.y0 < 100 + layout.headerRowHeights[0]! - 1e-6,
    );
    expect(insideSpan).toHaveLength(0);
  });
});
