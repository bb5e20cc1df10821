import type { Block } from '@/lib/schema/block';
import type { SectionLine } from './section-input';

/** Points of slack between a block's bottom edge and the top of a line printed under it. */
const BELOW_TOLERANCE = 2;

/**
 * Where each lifted block sat in the section's prose: the offset of the first printed line after
 * it in reading order (text.length when none follows), so the sentence that ends before that
 * offset is the only one that may lead into the block. Read from geometry alone: a line follows
 * the block when it is on a later page, or on the block's last page under it and across its
 * width, or in the right column of a page whose left column holds the block.
 *
 * Why: a section that lost a table had every bare label read as a possible lead-in to it, so no
 * heading in the whole section governed the doses under it. Measured on unseen batch 42
 * (COTRIMOXAZOL): "Lỵ trực khuẩn (S. flexneri hoặc S. sonnei):" headed nothing, and the
 * children's Shigella dose was never ranked for a Shigella question.
 */
export function locateLiftedBlocks(
  textLength: number,
  lines: readonly SectionLine[],
  blocks: readonly Block[],
): number[] {
  return blocks.map((block) => {
    const last = block.regions[block.regions.length - 1] ?? block;
    const after = lines.find((line) => followsRegion(line, last.physical_page, last.bbox));
    return after ? after.start : textLength;
  });
}

function followsRegion(
  line: SectionLine,
  page: number,
  [x0, , x1, y1]: readonly [number, number, number, number],
): boolean {
  if (line.physical_page !== page) return line.physical_page > page;
  const [lx0, ly0, lx1] = line.bbox;
  const across = lx0 < x1 && lx1 > x0;
  if (across && ly0 >= y1 - BELOW_TOLERANCE) return true;
  // A block in the left column: the right column is read after it.
  return !across && lx0 >= x1;
}
