import type { Chunk } from '@/lib/schema/chunk';
import type { BBox, PageRegion } from '@/lib/schema/geometry';
import { readLineBoxes, type LineBox } from '@/lib/schema/line-boxes';
import { locateQuote, type QuoteSpan } from '@/lib/text/locate-quote';

export type QuotedChunk = Pick<Chunk, 'source_text' | 'regions' | 'line_boxes'>;

/**
 * The regions of exactly the quoted characters of a chunk: one rectangle per line-run piece,
 * where a run breaks as the chunk's own `regions` break (column, page, a lifted block's gap),
 * so a quote that crosses a column or a page gets one rectangle on each side.
 *
 * A piece of several lines is the union of those lines' boxes: a rectangle cannot follow a
 * sentence that starts mid-line, and the strong highlight may then take in the end of the
 * sentence before it — on the same line, never another line. A piece of one line is narrowed
 * to the quoted characters by their share of the line's characters, widened by one average
 * character each side because glyph widths differ (the ingest keeps line boxes, not glyphs).
 *
 * Empty when there is nothing to locate: no quote, a chunk without line boxes (a descriptor, or
 * an index built before they existed), or a quote that is not in the chunk's source_text. The
 * viewer then highlights the whole chunk, as it did before line boxes — never a guessed line.
 */
export function findQuoteRegions(chunk: QuotedChunk, quote: string): PageRegion[] {
  if (!chunk.line_boxes || quote.trim() === '') return [];
  const lines = readLineBoxes(chunk.line_boxes);
  const out: PageRegion[] = [];
  for (const span of locateQuote(chunk.source_text, quote)) {
    for (const piece of piecesOf(lines, span)) {
      const region = chunk.regions[piece.region];
      if (!region) continue;
      out.push({ physical_page: region.physical_page, bbox: boxOf(piece.lines, span) });
    }
  }
  return out;
}

function piecesOf(
  lines: readonly LineBox[],
  span: QuoteSpan,
): { region: number; lines: LineBox[] }[] {
  const pieces: { region: number; lines: LineBox[] }[] = [];
  for (const line of lines) {
    if (line.end <= line.start || line.end <= span.start || line.start >= span.end) continue;
    const last = pieces.at(-1);
    if (last && last.region === line.region) last.lines.push(line);
    else pieces.push({ region: line.region, lines: [line] });
  }
  return pieces;
}

function boxOf(lines: readonly LineBox[], span: QuoteSpan): BBox {
  const only = lines.length === 1 ? lines[0] : undefined;
  if (only) return narrowLine(only, span);
  return lines.reduce<BBox>(
    (box, line) => [
      Math.min(box[0], line.bbox[0]),
      Math.min(box[1], line.bbox[1]),
      Math.max(box[2], line.bbox[2]),
      Math.max(box[3], line.bbox[3]),
    ],
    [Infinity, Infinity, -Infinity, -Infinity],
  );
}

function narrowLine(line: LineBox, span: QuoteSpan): BBox {
  const [x0, y0, x1, y1] = line.bbox;
  const chars = line.end - line.start;
  const perChar = (x1 - x0) / chars;
  const from = Math.max(span.start, line.start) - line.start;
  const to = Math.min(span.end, line.end) - line.start;
  return [Math.max(x0, x0 + (from - 1) * perChar), y0, Math.min(x1, x0 + (to + 1) * perChar), y1];
}
