import type { BBox } from '@/lib/schema/geometry';
import type { PageSize, ViewportRect } from './page-size';

export interface PdfRectToViewportOptions {
  /** Grow the rectangle by this many PDF points on every side before clipping (a highlight
   * drawn exactly on the glyph boxes hides the ascenders and descenders it should frame). */
  padding?: number;
}

/**
 * A bbox in PDF points (origin top-left, as every stage stores it) to CSS pixels on a page
 * rendered at `scale`. Geometry stays in PDF units until this last step, so a highlight survives
 * zoom: re-render at a new scale and call this again. The result is clipped to the page, because
 * a padded or slightly-off bbox must never draw over the neighbouring page.
 */
export function pdfRectToViewport(
  bbox: BBox,
  pageSize: PageSize,
  scale: number,
  options: PdfRectToViewportOptions = {},
): ViewportRect {
  if (!(scale > 0) || !(pageSize.width > 0) || !(pageSize.height > 0)) {
    throw new Error(
      `lib/geometry/pdf-rect-to-viewport: scale and page size must be positive (scale ${scale}, page ${pageSize.width}×${pageSize.height})`,
    );
  }
  const pad = Math.max(0, options.padding ?? 0);
  const x0 = clamp(bbox[0] - pad, 0, pageSize.width);
  const y0 = clamp(bbox[1] - pad, 0, pageSize.height);
  const x1 = clamp(bbox[2] + pad, 0, pageSize.width);
  const y1 = clamp(bbox[3] + pad, 0, pageSize.height);
  return {
    left: x0 * scale,
    top: y0 * scale,
    width: Math.max(0, x1 - x0) * scale,
    height: Math.max(0, y1 - y0) * scale,
  };
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}
