import { pdfRectToViewport } from '@/lib/geometry/pdf-rect-to-viewport';
import type { PageSize } from '@/lib/geometry/page-size';
import type { BBox } from '@/lib/schema/geometry';

/** Points of air around a highlighted passage, so the frame does not cut through glyphs. */
const HIGHLIGHT_PADDING_PT = 2;

/**
 * The cited passage on one page: one rectangle per region, converted from PDF points at the
 * current scale, so it follows every zoom. Transparent to the pointer: the text under it stays
 * selectable.
 */
export function HighlightLayer({
  page,
  boxes,
  pageSize,
  scale,
}: {
  page: number;
  boxes: readonly BBox[];
  pageSize: PageSize;
  scale: number;
}) {
  return (
    <div className="pointer-events-none absolute inset-0 z-10" aria-hidden="true">
      {boxes.map((bbox, i) => {
        const rect = pdfRectToViewport(bbox, pageSize, scale, { padding: HIGHLIGHT_PADDING_PT });
        return (
          <div
            key={`${i}-${bbox.join(',')}`}
            data-testid="highlight"
            data-page={page}
            className="absolute rounded-sm bg-yellow-300/40 mix-blend-multiply outline-2 outline-amber-600"
            style={{ left: rect.left, top: rect.top, width: rect.width, height: rect.height }}
          />
        );
      })}
    </div>
  );
}
