import type { BBox } from '@/lib/schema/geometry';
import type { PageLines } from '@/lib/schema/page-lines';
import { isWhitespaceAt } from './chunk/text-span';
import type { ExtractedPage } from './extract/extract-types';

/** A tenth of a point is far below a glyph; full float precision tripled the file's size. */
const round = (n: number) => Math.round(n * 10) / 10;

/**
 * `text.replace(/\s+/g, ' ').trim()`. Nearly every line of a book already reads that way (single
 * spaces, nothing at either end): those are returned as they are after one scan, and only the
 * rest go through the regex.
 */
export function collapseWhitespace(text: string): string {
  let clean = text.length > 0 && !isWhitespaceAt(text, 0) && !isWhitespaceAt(text, text.length - 1);
  for (let i = 1; clean && i < text.length - 1; i++) {
    if (isWhitespaceAt(text, i) && (text.charCodeAt(i) !== 0x20 || isWhitespaceAt(text, i + 1)))
      clean = false;
  }
  return clean ? text : text.replace(/\s+/g, ' ').trim();
}

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
