import { describe, expect, it } from 'vitest';
import type { Citation } from '@/lib/schema/citation';
import { findPassagePage } from './find-passage-page';
import { makeCitation } from './testing/make-answer';

describe('findPassagePage', () => {
  it.each<[string, Partial<Citation>, { physical: number; printed: number | null }]>([
    [
      'the quote on the chunk’s first page',
      { quote_regions: [{ physical_page: 132, bbox: [300, 100, 550, 112] }] },
      { physical: 132, printed: 123 },
    ],
    [
      'the quote on the chunk’s second page: its own folio',
      {
        source_page_range: [132, 133],
        printed_page_range: [123, 124],
        quote_regions: [{ physical_page: 133, bbox: [40, 60, 290, 72] }],
      },
      { physical: 133, printed: 124 },
    ],
    [
      'a middle page of a three-page chunk: no folio guessed',
      {
        source_page_range: [132, 134],
        printed_page_range: [123, 125],
        quote_regions: [{ physical_page: 133, bbox: [40, 60, 290, 72] }],
      },
      { physical: 133, printed: null },
    ],
    ['no quote regions: the chunk’s first page', {}, { physical: 132, printed: 123 }],
    ['an unread folio', { printed_page_range: [0, 0] }, { physical: 132, printed: null }],
  ])('%s', (_name, overrides, expected) => {
    expect(findPassagePage(makeCitation(overrides))).toEqual(expected);
  });
});
