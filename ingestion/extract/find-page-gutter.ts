import { findGutter, fullWidthTableBands, lineFontSize, type Gutter } from './assign-columns';
import type { Segment, TextLine } from './extract-types';

/**
 * A page's own gutter is a gap in its prose, not between a table's cells. Measured defect
 * (issue 40): on a single-column TeX page, a full-width ruled table (a `longtable` of three
 * columns) left an x band no cell text crossed down its 24 rows, and findGutter took it for a
 * gutter: the prose above was read as a left column and the table was put back before a prose
 * line it stood below, so the table continued on the next page did not join. When the gutter
 * found runs through a full-width ruled table (fullWidthTableBands) and the lines outside the
 * table show no gutter of their own, the page has none. A two-column page with a full-width
 * table keeps the gutter found as before: its prose shows one beside the table.
 */
export function findPageGutter(
  lines: readonly TextLine[],
  rulings: readonly Segment[],
): Gutter | null {
  const gutter = findGutter(lines);
  if (!gutter) return null;
  const bands = fullWidthTableBands(rulings, gutter, lineFontSize(lines));
  if (bands.length === 0) return gutter;
  const outside = lines.filter((l) => {
    const centre = (l.bbox[1] + l.bbox[3]) / 2;
    return !bands.some(([y0, y1]) => centre >= y0 && centre <= y1);
  });
  return findGutter(outside) ? gutter : null;
}
