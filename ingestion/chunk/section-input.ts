import type { Block } from '@/lib/schema/block';
import type { BBox } from '@/lib/schema/geometry';
import type { SectionKey } from '@/lib/schema/section-keys';

/** One printed line of a section, as a [start, end) span of the section's `text`. */
export interface SectionLine {
  start: number;
  end: number;
  physical_page: number;
  bbox: BBox;
  column: 'left' | 'right' | 'full';
}

/**
 * A segmented section: the chunker's whole input. Produced by segmentation; nothing here is
 * re-read from the PDF.
 */
export interface SectionInput {
  drug_id: string;
  drug_name: string;
  atc_codes: string[];
  section_key: SectionKey;
  section_display_name: string;
  heading_physical_page: number;
  /** Prose with lifted blocks removed; paragraphs joined by "\n", wrapped lines by " ". */
  text: string;
  /** [start, end) offsets into `text` for every printed line, in reading order. */
  lines: SectionLine[];
  /** Tables and 2D formulas lifted out of this section (ADR 0006). */
  blocks: Block[];
}

/** The folio printed on a physical page, or null where none could be read. */
export type PrintedPageOf = (physicalPage: number) => number | null;
