import { describe, expect, it } from 'vitest';
import type { Citation } from '@/lib/schema/citation';
import { makeCitation } from '@/components/chat/testing/make-answer';
import { findCitationPage, type CitationPage } from './find-citation-page';

const twoPages = {
  printed_page_range: [82, 83] as [number, number],
  source_page_range: [91, 92] as [number, number],
  regions: [
    { physical_page: 91, bbox: [305, 600, 555, 800] as [number, number, number, number] },
    { physical_page: 92, bbox: [40, 60, 290, 200] as [number, number, number, number] },
  ],
};
const threePages = {
  printed_page_range: [82, 84] as [number, number],
  source_page_range: [91, 93] as [number, number],
};
const box = [40, 60, 290, 72] as [number, number, number, number];

describe('findCitationPage', () => {
  it.each<[string, Partial<Citation>, CitationPage]>([
    ['no quote regions: the chunk’s first page', twoPages, { physical: 91, printed: 82 }],
    [
      'the quote on the chunk’s next page: that page and its folio',
      { ...twoPages, quote_regions: [{ physical_page: 92, bbox: box }] },
      { physical: 92, printed: 83 },
    ],
    [
      'a quote across the page break: its first piece',
      {
        ...twoPages,
        quote_regions: [
          { physical_page: 92, bbox: box },
          { physical_page: 91, bbox: [305, 780, 555, 792] },
        ],
      },
      { physical: 91, printed: 82 },
    ],
    [
      'the quote on a middle page whose folio the citation lacks: the chunk’s first page',
      { ...threePages, regions: [], quote_regions: [{ physical_page: 92, bbox: box }] },
      { physical: 91, printed: 82 },
    ],
    [
      'the quote on the last page of three: that page',
      { ...threePages, regions: [], quote_regions: [{ physical_page: 93, bbox: box }] },
      { physical: 93, printed: 84 },
    ],
    [
      'an empty quote_regions list: the chunk’s first page',
      { ...twoPages, quote_regions: [] },
      { physical: 91, printed: 82 },
    ],
    [
      'no geometry at all: the first source page',
      { regions: [], source_page_range: [7, 8], printed_page_range: [3, 4] },
      { physical: 7, printed: 3 },
    ],
  ])('%s', (_name, overrides, expected) => {
    expect(findCitationPage(makeCitation(overrides))).toEqual(expected);
  });
});
