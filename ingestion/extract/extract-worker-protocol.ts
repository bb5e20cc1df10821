import type { ExtractErrorCode } from './extract-error';
import type { GroupedPage } from './extract-pages';
import type { PageHealth } from './measure-text-health';

/**
 * What extract-book.ts sends a worker: the file, and which share of the pages is its own.
 * The worker learns the page count by opening the PDF itself and takes the contiguous range
 * [floor(index·total/count), floor((index+1)·total/count)), so the main thread never has to
 * load pdfjs.
 */
export interface WorkerTask {
  file: string;
  index: number;
  count: number;
  /** Read every page glyph by glyph (see ExtractBookOptions.forceGlyphs). */
  forceGlyphs?: boolean;
}

export function workerRange(task: WorkerTask, total: number): [number, number] {
  return [
    Math.floor((task.index * total) / task.count),
    Math.floor(((task.index + 1) * total) / task.count) - 1,
  ];
}

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
