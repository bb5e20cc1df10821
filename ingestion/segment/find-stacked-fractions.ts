import type { BBox } from '@/lib/schema/geometry';
import type { Segment, TextLine } from '@/ingestion/extract/extract-types';

/**
 * 2D formulas, found from geometry: a short horizontal rule with a line of text centred above it
 * and another centred below it (stacked baselines), plus whatever sits level with the rule on
 * either side (`Clcr (ml/phút) =`). Linearised, the real book's Cockcroft-Gault fraction read
 * "Clcr = 72 x creatinin huyết thanh" — a division turned into a multiplication in a renal
 * dosing section — so the whole arrangement is lifted and answered as a crop.
 */
export interface StackedFraction {
  bbox: BBox;
  rule: BBox;
  /** Indexes into the `lines` argument of every line that belongs to the formula. */
  lineIndexes: number[];
}

const union = (boxes: BBox[]): BBox => [
  Math.min(...boxes.map((b) => b[0])),
  Math.min(...boxes.map((b) => b[1])),
  Math.max(...boxes.map((b) => b[2])),
  Math.max(...boxes.map((b) => b[3])),
];

const overlapX = (a: BBox, b: BBox) => Math.max(0, Math.min(a[2], b[2]) - Math.max(a[0], b[0]));

export function findStackedFractions(
  rulings: Segment[],
  lines: TextLine[],
  exclude: BBox[] = [],
  /** The x-extent of the column a rule lies in: a formula never reaches across the gutter. */
  columnOf: (rule: BBox) => [number, number] = () => [-Infinity, Infinity],
): StackedFraction[] {
  const out: StackedFraction[] = [];
  const inside = (r: BBox, box: BBox) =>
    r[0] >= box[0] - 2 && r[2] <= box[2] + 2 && r[1] >= box[1] - 2 && r[3] <= box[3] + 2;

  for (const seg of rulings) {
    if (seg.orientation !== 'horizontal') continue;
    const rule = seg.bbox;
    if (exclude.some((box) => inside(rule, box))) continue;
    const [colX0, colX1] = columnOf(rule);
    const inColumn = (line: TextLine) => line.bbox[0] >= colX0 - 1 && line.bbox[2] <= colX1 + 1;
    const ruleY = (rule[1] + rule[3]) / 2;
    const width = rule[2] - rule[0];
    const centre = (rule[0] + rule[2]) / 2;

    // The line just above and just below, each mostly within the rule's span and centred on it.
    const stacked = (line: TextLine) => {
      if (!inColumn(line)) return false;
      const w = line.bbox[2] - line.bbox[0];
      const c = (line.bbox[0] + line.bbox[2]) / 2;
      return w > 0 && overlapX(line.bbox, rule) >= 0.6 * w && Math.abs(c - centre) <= 0.25 * width;
    };
    let above = -1;
    let below = -1;
    lines.forEach((line, i) => {
      if (!stacked(line)) return;
      const size = line.font_size || 10;
      const gapAbove = ruleY - line.bbox[3];
      const gapBelow = line.bbox[1] - ruleY;
      if (gapAbove >= -0.3 * size && gapAbove <= 0.9 * size && line.bbox[1] < ruleY) {
        if (above < 0 || line.bbox[3] > lines[above]!.bbox[3]) above = i;
      }
      if (gapBelow >= -0.3 * size && gapBelow <= 0.9 * size && line.bbox[3] > ruleY) {
        if (below < 0 || line.bbox[1] < lines[below]!.bbox[1]) below = i;
      }
    });
    if (above < 0 || below < 0) continue;
    const size = Math.max(lines[above]!.font_size, lines[below]!.font_size) || 10;
    // A fraction bar is at most a column wide and at least a few characters long.
    if (width < 2 * size) continue;

    // Text level with the bar on either side: the left-hand side and any trailing factor.
    const level = lines
      .map((line, i) => ({ line, i }))
      .filter(({ line, i }) => {
        if (i === above || i === below || !inColumn(line)) return false;
        const mid = (line.bbox[1] + line.bbox[3]) / 2;
        const nearX = line.bbox[2] <= rule[0] + size && line.bbox[2] >= rule[0] - 12 * size;
        const nearRight = line.bbox[0] >= rule[2] - size && line.bbox[0] <= rule[2] + 6 * size;
        return Math.abs(mid - ruleY) <= 0.8 * size && (nearX || nearRight);
      })
      .map(({ i }) => i);

    const lineIndexes = [above, below, ...level].sort((a, b) => a - b);
    out.push({ bbox: union([rule, ...lineIndexes.map((i) => lines[i]!.bbox)]), rule, lineIndexes });
  }
  return out;
}
