import type { BBox } from '@/lib/schema/geometry';
import type { PageSize } from './page-size';

/**
 * Points of margin left and right of a passage crop, so its first and last glyphs are whole.
 * None above or below: line boxes of one paragraph touch, and 2 pt more showed slivers of the
 * lines above and below the quote in the sample book's crops — glyphs of a sentence that is
 * not the one cited.
 */
export const PASSAGE_CROP_PADDING_PT = 2;

/** Pixels per PDF point of a passage crop: the scale block crops are rendered at (2×). */
export const PASSAGE_CROP_SCALE = 2;

export interface PassageCropPlan {
  /** The page rectangle drawn, in PDF points (padded, clipped to the page). */
  bbox: BBox;
  /** Canvas size in pixels. */
  width: number;
  height: number;
  /** pdf.js viewport offsets that put `bbox`'s top-left corner at the canvas origin. */
  offsetX: number;
  offsetY: number;
}

/**
 * How to draw one quote region as a crop: the region widened and clipped to the page, and the
 * canvas and viewport offsets for pdf.js. Pure, so the geometry is tested without a canvas.
 */
export function planPassageCrop(
  bbox: BBox,
  pageSize: PageSize,
  scale: number = PASSAGE_CROP_SCALE,
  padding: number = PASSAGE_CROP_PADDING_PT,
): PassageCropPlan {
  const x0 = Math.max(0, bbox[0] - padding);
  const y0 = Math.max(0, bbox[1]);
  const x1 = Math.min(pageSize.width, bbox[2] + padding);
  const y1 = Math.min(pageSize.height, bbox[3]);
  return {
    bbox: [x0, y0, Math.max(x0, x1), Math.max(y0, y1)],
    width: Math.max(1, Math.ceil((x1 - x0) * scale)),
    height: Math.max(1, Math.ceil((y1 - y0) * scale)),
    offsetX: 0 - x0 * scale,
    offsetY: 0 - y0 * scale,
  };
}
