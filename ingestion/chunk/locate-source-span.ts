import type { BBox, PageRange, PageRegion } from '@/lib/schema/geometry';
import { encodeLineBox } from '@/lib/schema/line-boxes';
import type { PrintedPageOf, SectionLine } from './section-input';
import type { TextSpan } from './text-span';

/**
 * Written into printed_page_range when a page's folio could not be read. Folios are positive,
 * so 0 cannot be mistaken for one; gate `printed_page_missing` counts it, and the load stops.
 * (Missing support fails readiness rather than falling back to a guessed page — ADR 0004.)
 */
export const UNREAD_PRINTED_PAGE = 0;

export interface SourceLocation {
  source_page_range: PageRange;
  printed_page_range: PageRange;
  /** One rectangle per run of consecutive lines in the same (page, column), in reading order. */
  regions: PageRegion[];
  /**
   * Every touched line, clipped to the span, offsets relative to the span's start (= into the
   * chunk's source_text), with the index of its run in `regions`: see lib/schema/line-boxes.ts.
   */
  line_boxes: number[];
}

/**
 * Where a span of section text is printed, from the lines it touches. A run of lines breaks
 * when the page or the column changes, or at a gap where a lifted block stood, so a highlight follows the text down the left column,
 * up the right one and onto the next page instead of one rectangle swallowing both columns.
 * Returns null when the span touches no line (the caller names the section in its error).
 */
export function locateSourceSpan(
  lines: readonly SectionLine[],
  span: TextSpan,
  printedPageOf: PrintedPageOf,
): SourceLocation | null {
  const touched = lines.filter(
    (line) => line.end > line.start && line.start < span.end && line.end > span.start,
  );
  const first = touched[0];
  if (!first) return null;

  const regions: PageRegion[] = [];
  const lineBoxes: number[] = [];
  const addLine = (line: SectionLine) =>
    lineBoxes.push(
      ...encodeLineBox(
        Math.max(line.start, span.start) - span.start,
        Math.min(line.end, span.end) - span.start,
        regions.length,
        line.bbox,
      ),
    );
  let run: { page: number; column: SectionLine['column']; bbox: BBox; last: BBox } | null = null;
  let firstPage = first.physical_page;
  let lastPage = first.physical_page;
  for (const line of touched) {
    firstPage = Math.min(firstPage, line.physical_page);
    lastPage = Math.max(lastPage, line.physical_page);
    if (
      run &&
      run.page === line.physical_page &&
      run.column === line.column &&
      !gapBetween(run.last, line.bbox)
    ) {
      run.bbox = unionBBox(run.bbox, line.bbox);
      run.last = line.bbox;
      addLine(line);
      continue;
    }
    if (run) regions.push({ physical_page: run.page, bbox: run.bbox });
    run = { page: line.physical_page, column: line.column, bbox: [...line.bbox], last: line.bbox };
    addLine(line);
  }
  if (run) regions.push({ physical_page: run.page, bbox: run.bbox });

  return {
    source_page_range: [firstPage, lastPage],
    printed_page_range: printedRange(firstPage, lastPage, printedPageOf),
    regions,
    line_boxes: lineBoxes,
  };
}

/** Printed folios of the first and last physical pages; [0, 0] if either is unreadable. */
export function printedRange(
  firstPage: number,
  lastPage: number,
  printedPageOf: PrintedPageOf,
): PageRange {
  const first = printedPageOf(firstPage);
  const last = printedPageOf(lastPage);
  if (first === null || last === null || first < 1 || last < first) {
    return [UNREAD_PRINTED_PAGE, UNREAD_PRINTED_PAGE];
  }
  return [first, last];
}

/**
 * Lines of one column with a gap of more than two line heights between them have something
 * else printed between: a lifted table or formula. One rectangle over both would highlight the
 * table as if it were the cited prose (seen on the sample book's renal tables), so the run breaks.
 */
function gapBetween(above: BBox, below: BBox): boolean {
  const height = Math.max(1, above[3] - above[1]);
  return below[1] - above[3] > 2 * height;
}

function unionBBox(a: BBox, b: BBox): BBox {
  return [Math.min(a[0], b[0]), Math.min(a[1], b[1]), Math.max(a[2], b[2]), Math.max(a[3], b[3])];
}
