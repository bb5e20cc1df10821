import type { PageRegion } from '@/lib/schema/geometry';

/**
 * How a block's crop (crops/<block_id>.png, ingestion/crops/render-block-crops.ts) is laid out:
 * each region drawn at CROP_SCALE pixels a point with CROP_MARGIN_PT of page around it, the
 * regions stacked top to bottom with CROP_GAP_PX between them. One source for the renderer and
 * for what is drawn over its picture.
 */
export const CROP_SCALE = 2;
export const CROP_MARGIN_PT = 4;
export const CROP_GAP_PX = 12;

/** A rectangle as fractions of the crop picture's width and height (0–1). */
export interface CropBox {
  left: number;
  top: number;
  width: number;
  height: number;
}

/**
 * Where `region` (a table row, in page points) falls on the crop of a block printed in `parts`:
 * as fractions of the picture, so it follows the picture at any displayed size. Null when it is
 * on none of the parts. The renderer also stops a part at the page's right and bottom edges,
 * which this does not know; a block within CROP_MARGIN_PT of those edges would be placed up to
 * that far off (no table of the book is).
 */
/** The crop picture's size in pixels and where each part starts on it (renderBlockCrops' layout). */
export function layOutBlockCrop(parts: readonly PageRegion[]) {
  let offset = 0;
  const laid = parts.map(({ bbox: [x0, y0, x1, y1] }) => {
    const left = Math.max(0, x0 - CROP_MARGIN_PT);
    const top = Math.max(0, y0 - CROP_MARGIN_PT);
    const height = Math.max(1, Math.ceil((y1 + CROP_MARGIN_PT - top) * CROP_SCALE));
    const part = {
      left,
      top,
      offset,
      width: Math.max(1, Math.ceil((x1 + CROP_MARGIN_PT - left) * CROP_SCALE)),
      height,
    };
    offset += height + CROP_GAP_PX;
    return part;
  });
  return {
    width: Math.max(...laid.map((p) => p.width)),
    height: offset - CROP_GAP_PX,
    parts: laid,
  };
}

export function placeInBlockCrop(parts: readonly PageRegion[], region: PageRegion): CropBox | null {
  const crop = layOutBlockCrop(parts);
  const [rx0, ry0, rx1, ry1] = region.bbox;
  const cy = (ry0 + ry1) / 2;
  const at = parts.findIndex(
    ({ physical_page, bbox: [, y0, , y1] }) =>
      physical_page === region.physical_page && cy >= y0 && cy <= y1,
  );
  if (at < 0) return null;
  const p = crop.parts[at]!;
  return {
    left: ((rx0 - p.left) * CROP_SCALE) / crop.width,
    top: (p.offset + (ry0 - p.top) * CROP_SCALE) / crop.height,
    width: ((rx1 - rx0) * CROP_SCALE) / crop.width,
    height: ((ry1 - ry0) * CROP_SCALE) / crop.height,
  };
}
