import { describe, expect, it } from 'vitest';
import type { ViewerTarget } from '@/components/workspace/viewer-target';
import type { BBox, PageRegion } from '@/lib/schema/geometry';
import { scrollTargetOf } from './scroll-target-of';

const chunkTop: BBox = [56, 100, 290, 400];
const chunkNext: BBox = [56, 60, 290, 200];
const quoteBox: BBox = [60, 300, 290, 330];

function target(page: number, regions: PageRegion[], quoteRegions?: PageRegion[]): ViewerTarget {
  return { page, regions, quoteRegions, request: 1, label: 'x' };
}

describe('scrollTargetOf', () => {
  it.each([
    [
      'the quote on the opened page, over the chunk',
      target(41, [{ physical_page: 40, bbox: chunkTop }], [{ physical_page: 40, bbox: quoteBox }]),
      { page: 41, box: quoteBox },
    ],
    [
      'the chunk when the quote is on the next page',
      target(
        41,
        [
          { physical_page: 40, bbox: chunkTop },
          { physical_page: 41, bbox: chunkNext },
        ],
        [{ physical_page: 41, bbox: quoteBox }],
      ),
      { page: 41, box: chunkTop },
    ],
    [
      'the first region without a quote',
      target(41, [
        { physical_page: 40, bbox: chunkTop },
        { physical_page: 40, bbox: quoteBox },
      ]),
      { page: 41, box: chunkTop },
    ],
    ['the page top without geometry', target(8, []), { page: 8, box: null }],
  ])('%s', (_name, wanted, expected) => {
    expect(scrollTargetOf(wanted)).toEqual(expected);
  });
});
