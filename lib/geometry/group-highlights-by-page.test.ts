import { describe, expect, it } from 'vitest';
import type { PageRegion } from '@/lib/schema/geometry';
import { firstFocusBox, groupHighlightsByPage } from './group-highlights-by-page';

const LEFT: PageRegion = { physical_page: 9, bbox: [40, 600, 290, 800] };
const RIGHT: PageRegion = { physical_page: 9, bbox: [305, 60, 555, 200] };
const NEXT: PageRegion = { physical_page: 10, bbox: [40, 60, 290, 120] };

describe('groupHighlightsByPage', () => {
  it.each<[string, PageRegion[], PageRegion[] | undefined, [number, string[]][]]>([
    [
      'no quote regions: the regions are what is cited, drawn strongly',
      [LEFT],
      undefined,
      [[10, ['quote']]],
    ],
    [
      'an empty quote is the same as none',
      [LEFT, NEXT],
      [],
      [
        [10, ['quote']],
        [11, ['quote']],
      ],
    ],
    [
      'a quote inside the chunk: context first, the quote painted over it',
      [LEFT, RIGHT],
      [{ physical_page: 9, bbox: [305, 60, 555, 80] }],
      [[10, ['context', 'context', 'quote']]],
    ],
    [
      'a quote over a page break draws on both pages',
      [RIGHT, NEXT],
      [
        { physical_page: 9, bbox: [305, 180, 555, 200] },
        { physical_page: 10, bbox: [40, 60, 290, 70] },
      ],
      [
        [10, ['context', 'quote']],
        [11, ['context', 'quote']],
      ],
    ],
  ])('%s', (_name, regions, quoteRegions, expected) => {
    const grouped = groupHighlightsByPage({ regions, quoteRegions });
    expect(
      [...grouped.entries()].map(([page, boxes]) => [page, boxes.map((b) => b.strength)]),
    ).toEqual(expected);
  });
});

describe('firstFocusBox', () => {
  it('prefers the quote, then any box, then nothing', () => {
    expect(
      firstFocusBox([
        { bbox: [1, 1, 2, 2], strength: 'context' },
        { bbox: [3, 3, 4, 4], strength: 'quote' },
      ]),
    ).toEqual([3, 3, 4, 4]);
    expect(firstFocusBox([{ bbox: [1, 1, 2, 2], strength: 'context' }])).toEqual([1, 1, 2, 2]);
    expect(firstFocusBox(undefined)).toBeNull();
  });
});

describe('groupHighlightsByPage: a table’s rows (issue 38)', () => {
  it('draws the table, then its shaded rows and the patient’s outlined row, on their pages', () => {
    const table = {
      physical_page: 4,
      bbox: [40, 100, 290, 160] as [number, number, number, number],
    };
    const row = (y0: number, y1: number) => ({
      physical_page: 4,
      bbox: [40, y0, 290, y1] as [number, number, number, number],
    });
    const grouped = groupHighlightsByPage({
      regions: [table],
      rows: [
        { region: row(120, 140), holds: true, band: '30 - 50' },
        { region: row(140, 160), holds: false },
      ],
    });
    expect(grouped.get(5)).toEqual([
      { bbox: table.bbox, strength: 'quote' },
      { bbox: [40, 140, 290, 160], strength: 'context', row: { kind: 'shade' } },
      { bbox: [40, 120, 290, 140], strength: 'context', row: { kind: 'outline', band: '30 - 50' } },
    ]);
    // The viewer scrolls to the table, not to a row.
    expect(firstFocusBox(grouped.get(5))).toEqual(table.bbox);
  });
});
