import type { BBox } from '@/lib/schema/geometry';
import type { BookTextHealth } from './assess-text-layer';
import type { PageHealth } from './measure-text-health';

/**
 * The shapes that leave ingestion/extract. Geometry is in PDF points with the origin at the
 * top-left of the page (ARCHITECTURE.md "Geometry"); `physical_page` is 0-based.
 */

/** One run of text in one font, as pdfjs reports it (whitespace-only runs are dropped). */
export interface Span {
  /** NFC-normalised. */
  text: string;
  /** The real font name from the PDF (subset tag removed), e.g. "NotoSerif-Bold". */
  font: string;
  bold: boolean;
  italic: boolean;
  /** Font size in points, from the text matrix (vertical scale). */
  size: number;
  /** Baseline y, top-left origin. */
  baseline: number;
  bbox: BBox;
}

/** A straight ruling (table border, header rule), as drawn by a path or a thin rectangle. */
export interface Segment {
  orientation: 'horizontal' | 'vertical';
  /** Includes the stroke/rectangle thickness. */
  bbox: BBox;
}

/** What pdfjs gives for one page before any layout decision. */
export interface RawPage {
  physical_page: number;
  width: number;
  height: number;
  spans: Span[];
  rulings: Segment[];
  /**
   * True when the page paints images or text outlines but has no text layer (a scanned page, or
   * letters converted to outlines: count-filled-curves.ts).
   */
  image_only: boolean;
  /** What the page's fonts say their glyphs are, and what repair left (issue 10). */
  health?: PageHealth;
}

export type Column = 'left' | 'right' | 'full';

/** Spans sharing a baseline and close enough to read as one run of words. */
export interface TextLine {
  /** Spans joined in x order, with a space where the gap between them reads as one. */
  text: string;
  spans: Span[];
  bbox: BBox;
  baseline: number;
  /** Median span size, weighted by characters. */
  font_size: number;
  /** True when every non-space character is set in a bold font. */
  bold: boolean;
  /** True when every non-space character is set in an italic font. */
  italic: boolean;
}

export interface Line extends TextLine {
  column: Column;
}

export interface ExtractedPage {
  physical_page: number;
  /** The folio read from this page's own running header/footer; null where none is printed. */
  printed_page: string | null;
  width: number;
  height: number;
  /** Reading order, running headers/footers removed. */
  lines: Line[];
  /** The running header/footer lines taken off this page. */
  removed_boilerplate: Line[];
  rulings: Segment[];
  /** Where this page's column gutter was found ([x0, x1]); null for a one-column page. */
  gutter: [number, number] | null;
}

export interface ExtractedBook {
  pages: ExtractedPage[];
  /**
   * Text that recurs in the running headers/footers across pages (e.g. "DTQGVN 2"): no chunk
   * may contain one of these. Folios and the per-page drug names are not in this list (a drug
   * name is legitimate body text); the full removed lines are on each page.
   */
  boilerplate_strings: string[];
  /**
   * Pages that paint images but carry no text (scans), when extraction was asked to allow them:
   * the caller decides whether they matter (a scanned cover does not; a scanned monograph does).
   */
  image_only_pages?: number[];
  /** The text layer's health per font and page, after repair (issue 10). */
  text_health?: BookTextHealth;
}
