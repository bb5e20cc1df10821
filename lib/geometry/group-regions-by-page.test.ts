import { describe, expect, it } from 'vitest';
import type { PageRegion } from '@/lib/schema/geometry';
import { groupRegionsByPage } from './group-regions-by-page';

describe('groupRegionsByPage', () => {
  it.each<[string, PageRegion[], [number, number][]]>([
    ['no regions', [], []],
    ['one region: physical 0 is page 1', [{ physical_page: 0, bbox: [1, 2, 3, 4] }], [[1, 1]]],
    [
      'two columns on one page stay on that page',
      [
        { physical_page: 9, bbox: [40, 600, 290, 800] },
        { physical_page: 9, bbox: [305, 60, 555, 200] },
      ],
      [[10, 2]],
    ],
    [
      'a page break gives two pages, ascending even if given out of order',
      [
        { physical_page: 12, bbox: [305, 60, 555, 120] },
        { physical_page: 11, bbox: [305, 700, 555, 800] },
      ],
      [
        [12, 1],
        [13, 1],
      ],
    ],
  ])('%s', (_name, regions, expected) => {
    const grouped = groupRegionsByPage(regions);
    expect([...grouped.entries()].map(([page, boxes]) => [page, boxes.length])).toEqual(expected);
  });

  it('keeps the rectangles of a page in the order given', () => {
    const grouped = groupRegionsByPage([
      { physical_page: 3, bbox: [40, 600, 290, 800] },
      { physical_page: 3, bbox: [305, 60, 555, 200] },
    ]);
    expect(grouped.get(4)).toEqual([
      [40, 600, 290, 800],
      [305, 60, 555, 200],
    ]);
  });
});
