import { assignColumns, type Gutter } from './assign-columns';
import type { ExtractedBook, ExtractedPage, RawPage, Segment, TextLine } from './extract-types';
import { findPageGutter } from './find-page-gutter';
import { findRunningHeaders } from './find-running-headers';
import { groupLines } from './group-lines';
import { markBreakHyphens } from './mark-break-hyphens';
import { orderLines } from './order-lines';

/** A page after line grouping: the per-page work a worker thread does. */
export interface GroupedPage {
  physical_page: number;
  width: number;
  height: number;
  lines: TextLine[];
  rulings: Segment[];
}

export function groupPage(raw: RawPage): GroupedPage {
  return {
    physical_page: raw.physical_page,
    width: raw.width,
    height: raw.height,
    lines: groupLines(raw.spans, raw.rulings),
    rulings: raw.rulings,
  };
}

/** Pages either side to borrow a gutter from; same-parity pages first (mirrored margins). */
const GUTTER_REACH = 4;

function nearestGutter(gutters: readonly (Gutter | null)[], i: number): Gutter | null {
  for (const d of [2, -2, 4, -4, 1, -1, 3, -3].filter((d) => Math.abs(d) <= GUTTER_REACH)) {
    const g = gutters[i + d];
    if (g) return g;
  }
  return null;
}

/**
 * The book-level half of extraction: running headers/footers are found across all pages and
 * taken off (with the folio each one prints), then each page's columns are found and its lines
 * put in reading order. Pages must be the whole book (or a long run of it): header recognition
 * relies on recurrence across pages. Line-end hyphens are read against the whole book's words
 * (mark-break-hyphens.ts).
 */
export function extractPages(pages: readonly GroupedPage[]): ExtractedBook {
  const sorted = [...pages].sort((a, b) => a.physical_page - b.physical_page);
  const headers = findRunningHeaders(sorted);
  const bodies = sorted.map((page, i) => {
    const removed = new Set(headers.pages[i]!.boilerplate);
    return page.lines.filter((l) => !removed.has(l));
  });
  const own = bodies.map((lines, i) => findPageGutter(lines, sorted[i]!.rulings));
  const out: ExtractedPage[] = sorted.map((page, i) => {
    const found = headers.pages[i]!;
    const layout = assignColumns(bodies[i]!, page.rulings, {
      gutter: own[i] ?? null,
      fallback: own[i] ? null : nearestGutter(own, i),
    });
    return {
      physical_page: page.physical_page,
      printed_page: found.printed_page,
      width: page.width,
      height: page.height,
      lines: orderLines(layout.lines),
      removed_boilerplate: found.boilerplate.map((l) => ({ ...l, column: 'full' as const })),
      rulings: page.rulings,
      gutter: layout.gutter,
    };
  });
  // A line-end hyphen the book's own words show to be a typesetter's break becomes a soft hyphen.
  return { pages: markBreakHyphens(out), boilerplate_strings: headers.boilerplate_strings };
}
