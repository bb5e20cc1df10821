import { describe, expect, it } from 'vitest';
import type { BBox } from '@/lib/schema/geometry';
import { locateSourceSpan, printedRange, UNREAD_PRINTED_PAGE } from './locate-source-span';
import type { SectionLine } from './section-input';

const line = (
  start: number,
  end: number,
  physical_page: number,
  column: SectionLine['column'],
  bbox: BBox,
): SectionLine => ({
  start,
  end,
  physical_page,
  column,
  bbox,
});

// Five lines: two in the left column of page 40, two in the right column, one on page 41.
const LINES: SectionLine[] = [
  line(0, 10, 40, 'left', [40, 100, 280, 110]),
  line(11, 20, 40, 'left', [40, 112, 250, 122]),
  line(21, 30, 40, 'right', [305, 60, 550, 70]),
  line(31, 40, 40, 'right', [305, 72, 540, 82]),
  line(41, 50, 41, 'left', [40, 60, 290, 70]),
];
const folio = (page: number) => page - 16;

describe('locateSourceSpan', () => {
  it.each<[string, number, number, number[], BBox[]]>([
    ['inside one line', 2, 8, [40], [[40, 100, 280, 110]]],
    ['one column run: union of its lines', 0, 20, [40], [[40, 100, 280, 122]]],
    [
      'across columns: one region per column',
      5,
      35,
      [40, 40],
      [
        [40, 100, 280, 122],
        [305, 60, 550, 82],
      ],
    ],
    [
      'across columns and pages',
      15,
      45,
      [40, 40, 41],
      [
        [40, 112, 250, 122],
        [305, 60, 550, 82],
        [40, 60, 290, 70],
      ],
    ],
    ['a span ending at a line start does not touch it', 0, 11, [40], [[40, 100, 280, 110]]],
  ])('%s', (_name, start, end, pages, boxes) => {
    const location = locateSourceSpan(LINES, { start, end }, folio);
    expect(location?.regions.map((r) => r.physical_page)).toEqual(pages);
    expect(location?.regions.map((r) => r.bbox)).toEqual(boxes);
    expect(location?.source_page_range).toEqual([Math.min(...pages), Math.max(...pages)]);
    expect(location?.printed_page_range).toEqual([
      folio(Math.min(...pages)),
      folio(Math.max(...pages)),
    ]);
  });

  it('breaks the run where a lifted table stood between two lines of one column', () => {
    const lines = [
      line(0, 10, 40, 'right', [305, 100, 550, 110]),
      line(11, 20, 40, 'right', [305, 112, 550, 122]),
      // a 60 pt table was lifted out here
      line(21, 30, 40, 'right', [305, 182, 550, 192]),
    ];
    expect(
      locateSourceSpan(lines, { start: 0, end: 30 }, folio)?.regions.map((r) => r.bbox),
    ).toEqual([
      [305, 100, 550, 122],
      [305, 182, 550, 192],
    ]);
  });

  it('returns null for a span no line covers', () => {
    expect(locateSourceSpan(LINES, { start: 60, end: 70 }, folio)).toBeNull();
  });

  it('starts a new region when the column changes back on the same page', () => {
    const lines = [LINES[0]!, LINES[2]!, line(41, 50, 40, 'left', [40, 130, 280, 140])];
    expect(locateSourceSpan(lines, { start: 0, end: 50 }, folio)?.regions).toHaveLength(3);
  });

  it('keeps every touched line: offsets into the span, clipped to it, with its region index', () => {
    const location = locateSourceSpan(
      [...LINES.slice(0, 4), line(41, 50, 41, 'left', [40.4, 60.6, 289.2, 70.1])],
      { start: 5, end: 45 },
      folio,
    );
    expect(location?.line_boxes).toEqual([
      ...[0, 5, 0, 40, 100, 280, 110],
      ...[6, 15, 0, 40, 112, 250, 122],
      ...[16, 25, 1, 305, 60, 550, 70],
      ...[26, 35, 1, 305, 72, 540, 82],
      // rounded outwards to whole points, so the box still holds every glyph
      ...[36, 40, 2, 40, 60, 290, 71],
    ]);
  });

  it('gives the lines on both sides of a lifted block the regions the gap broke them into', () => {
    const lines = [
      line(0, 10, 40, 'right', [305, 100, 550, 110]),
      line(11, 20, 40, 'right', [305, 182, 550, 192]),
    ];
    const location = locateSourceSpan(lines, { start: 0, end: 20 }, folio);
    expect(location?.regions).toHaveLength(2);
    expect(location?.line_boxes.filter((_, i) => i % 7 === 2)).toEqual([0, 1]);
  });
});

describe('printedRange', () => {
  it.each<[string, number, number, (page: number) => number | null, [number, number]]>([
    ['both folios read', 40, 41, folio, [24, 25]],
    [
      'first folio unread',
      40,
      41,
      (p) => (p === 40 ? null : folio(p)),
      [UNREAD_PRINTED_PAGE, UNREAD_PRINTED_PAGE],
    ],
    [
      'last folio unread',
      40,
      41,
      (p) => (p === 41 ? null : folio(p)),
      [UNREAD_PRINTED_PAGE, UNREAD_PRINTED_PAGE],
    ],
    [
      'folios out of order',
      40,
      41,
      (p) => (p === 40 ? 30 : 20),
      [UNREAD_PRINTED_PAGE, UNREAD_PRINTED_PAGE],
    ],
  ])('%s', (_name, first, last, printedPageOf, expected) => {
    expect(printedRange(first, last, printedPageOf)).toEqual(expected);
  });
});
