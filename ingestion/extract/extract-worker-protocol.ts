import type { ExtractErrorCode } from './extract-error';
import type { GroupedPage } from './extract-pages';
import type { PageHealth } from './measure-text-health';

/**
 * What extract-book.ts sends a worker: the file, and the cursor the workers take their pages
 * from. A worker learns the page count by opening the PDF itself, so the main thread never has
 * to load pdfjs, then takes batches of PAGE_BATCH pages off the cursor until none is left.
 * Measured on the 680-monograph book with contiguous halves instead: one worker finished 0.4–1.6
 * s before the other, the ingest then on one core.
 */
export interface WorkerTask {
  file: string;
  /** This worker's number and how many there are, for messages. */
  index: number;
  count: number;
  /** An Int32Array's buffer: [next batch of pages to take] (claim-batch.ts). */
  cursor: SharedArrayBuffer;
  /** Read every page glyph by glyph (see ExtractBookOptions.forceGlyphs). */
  forceGlyphs?: boolean;
}

/** Pages a worker takes at a time: few enough that the workers end within a page or two. */
export const PAGE_BATCH = 4;

/** What a worker sends back: the page count, one message per page, then done (or an error). */
export type WorkerMessage =
  | { type: 'start'; total: number }
  | {
      type: 'page';
      page: GroupedPage;
      has_text: boolean;
      image_only: boolean;
      health?: PageHealth;
    }
  | { type: 'done' }
  | {
      type: 'extract_error';
      code: ExtractErrorCode;
      detail: string;
      physical_page: number | null;
    }
  | { type: 'failure'; message: string };
