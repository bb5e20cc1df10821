import type { BBox } from '@/lib/schema/geometry';
import type { PageLines } from '@/lib/schema/page-lines';
import { collapseWhitespace } from './collapse-whitespace';
import type { ExtractedPage } from './extract/extract-types';

/** A tenth of a point is far below a glyph; full float precision tripled the file's size. */
const round = (n: number) => Math.round(n * 10) / 10;

/**
 * page-lines.jsonl's records: every extracted line's text and box, page by page, in reading
 * order. Running headers/footers stay out: they repeat a drug name on every page of its
 * monograph, and a find would list each of them as a hit. One page at a time, so the ingest
 * writes them as they are made instead of holding the book's (20 MB of JSON on 680 monographs).
 */
export function* buildPageLines(pages: readonly ExtractedPage[]): Generator<PageLines> {
  for (const page of pages) {
    const lines: PageLines['lines'] = [];
    for (const line of page.lines) {
      const text = collapseWhitespace(line.text.normalize('NFC'));
      if (text === '') continue;
      lines.push({ text, bbox: line.bbox.map(round) as BBox });
    }
    yield { physical_page: page.physical_page, lines };
  }
}
