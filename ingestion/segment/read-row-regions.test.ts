import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { Block } from '@/lib/schema/block';
import { extractBook } from '@/ingestion/extract/extract-book';
import type { ExtractedPage } from '@/ingestion/extract/extract-types';
import type { LiftedBlock } from './lift-page-blocks';
import { readRowRegions } from './read-row-regions';
import { segmentBook } from './segment-book';

let pages: ExtractedPage[];
let tables: Block[];

beforeAll(async () => {
  pages = (await extractBook(inject('samplePdfPath'), { workers: 0 })).pages;
  tables = segmentBook(pages).blocks.filter((b) => b.kind === 'table');
}, 120_000);

const centre = (b: readonly number[]) => [(b[0]! + b[2]!) / 2, (b[1]! + b[3]!) / 2] as const;
const inside = (p: readonly [number, number], b: readonly number[]) =>
  p[0] >= b[0]! && p[0] <= b[2]! && p[1] >= b[1]! && p[1] <= b[3]!;

describe('readRowRegions on the sample book', () => {
  it('places every table’s body rows, one region per band cell, continued tables included', () => {
    expect(tables.length).toBeGreaterThan(0);
    expect(tables.some((t) => t.shape === 'cross_page_continuation')).toBe(true);
    for (const t of tables) {
      const cells = t.band_columns![0]!.cells;
      expect(t.row_regions, t.block_id).toHaveLength(cells.length);
    }
  });

  it('puts each band cell’s printed line inside its own row, and in no other', () => {
    let checked = 0;
    for (const t of tables) {
      const rows = t.row_regions!;
      t.band_columns![0]!.cells.forEach((cell, i) => {
        const page = pages.find((p) => p.physical_page === rows[i]!.physical_page)!;
        const lines = page.lines.filter(
          (l) => l.text.trim() === cell && t.regions.some((r) => inside(centre(l.bbox), r.bbox)),
        );
        // A cell text printed twice in one table ("50% liều") cannot tell its row; bands do not repeat.
        if (lines.length !== 1) return;
        const at = centre(lines[0]!.bbox);
        const holding = rows.filter(
          (r) => r.physical_page === page.physical_page && inside(at, r.bbox),
        );
        expect(holding, `${t.block_id} “${cell}”`).toEqual([rows[i]]);
        checked++;
      });
    }
    expect(checked).toBeGreaterThan(40);
  });

  it('stacks a piece’s rows rule to rule, inside the piece', () => {
    for (const t of tables) {
      const rows = t.row_regions!;
      rows.forEach((r, i) => {
        const piece = t.regions.find(
          (g) => g.physical_page === r.physical_page && inside(centre(r.bbox), g.bbox),
        );
        expect(piece, `${t.block_id} row ${i}`).toBeDefined();
        const next = rows[i + 1];
        if (next && next.physical_page === r.physical_page && next.bbox[0] === r.bbox[0])
          expect(next.bbox[1]).toBe(r.bbox[3]);
      });
    }
  });
});

describe('readRowRegions, failing closed', () => {
  const page = (): ExtractedPage => ({
    physical_page: 3,
    printed_page: '10',
    width: 600,
    height: 800,
    lines: [],
    removed_boilerplate: [],
    rulings: [
      ...[100, 120, 140].map((y) => ({
        orientation: 'horizontal' as const,
        bbox: [50, y, 250, y] as [number, number, number, number],
      })),
      ...[50, 150, 250].map((x) => ({
        orientation: 'vertical' as const,
        bbox: [x, 100, x, 140] as [number, number, number, number],
      })),
    ],
    gutter: null,
  });
  const lifted = (cells: string[][], bbox: [number, number, number, number]): LiftedBlock => ({
    kind: 'table',
    shape: 'simple_table',
    regions: [{ physical_page: 3, bbox }],
    column: 'full',
    header_row: cells[0]!,
    cells,
    column_fractions: [0.5, 0.5],
  });

  it('gives each ruled body row its band between the rules', () => {
    const got = readRowRegions(
      lifted(
        [
          ['', ''],
          ['', ''],
        ],
        [50, 100, 250, 140],
      ),
      () => page(),
    );
    expect(got).toEqual([{ physical_page: 3, bbox: [50, 120, 250, 140] }]);
  });

  it('is null when the block’s cells are not the rows found again (a reshaped join)', () => {
    const got = readRowRegions(
      lifted(
        [
          ['', ''],
          ['', ''],
          ['', ''],
        ],
        [50, 100, 250, 140],
      ),
      () => page(),
    );
    expect(got).toBeNull();
  });

  it('is null when the grid is not on the page', () => {
    expect(
      readRowRegions(
        lifted(
          [
            ['', ''],
            ['', ''],
          ],
          [50, 100, 250, 141],
        ),
        () => page(),
      ),
    ).toBeNull();
    expect(
      readRowRegions(
        lifted(
          [
            ['', ''],
            ['', ''],
          ],
          [50, 100, 250, 140],
        ),
        () => undefined,
      ),
    ).toBeNull();
  });
});
