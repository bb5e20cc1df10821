import type { Line, TextLine } from './extract-types';

/** Baselines within this fraction of the font size read as one row (then left to right). */
const SAME_ROW = 0.35;

/** Top to bottom; lines sharing a baseline (cells, split pieces) left to right. */
export function sortTopDown<T extends TextLine>(lines: readonly T[]): T[] {
  const byBaseline = [...lines].sort((a, b) => a.baseline - b.baseline);
  const rows: T[][] = [];
  for (const line of byBaseline) {
    const row = rows[rows.length - 1];
    const head = row?.[0];
    if (
      row &&
      head &&
      Math.abs(line.baseline - head.baseline) <= SAME_ROW * Math.max(head.font_size, line.font_size)
    )
      row.push(line);
    else rows.push([line]);
  }
  return rows.flatMap((row) => row.sort((a, b) => a.bbox[0] - b.bbox[0]));
}

function centreY(line: TextLine): number {
  return (line.bbox[1] + line.bbox[3]) / 2;
}

/**
 * Reading order of one page: the page is cut into horizontal bands by its full-width lines (a
 * title above the columns, a region title or full-width table mid-page); each band is read
 * left column top to bottom, then right column, then the full-width line(s) that close it.
 * So a sentence that runs from the foot of the left column to the head of the right one
 * reads on without a break, and text under a mid-page title is not read before it.
 */
export function orderLines(lines: readonly Line[]): Line[] {
  const full = sortTopDown(lines.filter((l) => l.column === 'full'));
  const cuts = full.map(centreY);
  const bands: { left: Line[]; right: Line[] }[] = Array.from({ length: full.length + 1 }, () => ({
    left: [],
    right: [],
  }));
  for (const line of lines) {
    if (line.column === 'full') continue;
    const y = centreY(line);
    let band = 0;
    while (band < cuts.length && cuts[band]! < y) band++;
    bands[band]![line.column].push(line);
  }
  const out: Line[] = [];
  bands.forEach((band, k) => {
    out.push(...sortTopDown(band.left), ...sortTopDown(band.right));
    const closing = full[k];
    if (closing) out.push(closing);
  });
  return out;
}
