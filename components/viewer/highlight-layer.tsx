import type { HighlightBox } from '@/lib/geometry/group-highlights-by-page';
import { pdfRectToViewport } from '@/lib/geometry/pdf-rect-to-viewport';
import type { PageSize } from '@/lib/geometry/page-size';

/**
 * Points of air around a highlight, so the frame does not cut through glyphs. The quote gets
 * less: its rectangle ends on a line box, and 2 pt more reaches into the line below it.
 */
const PADDING_PT = { context: 2, quote: 1 } as const;

const STYLE = {
  // Faint: where the cited chunk runs, without competing with the sentence that was quoted.
  context: 'bg-yellow-200/35',
  quote: 'rounded-sm bg-yellow-300/60 outline-2 outline-amber-600',
} as const;

/**
 * The cited passage on one page: the chunk faintly (`data-strength="context"`) and the quoted
 * sentence strongly (`data-strength="quote"`), each converted from PDF points at the current
 * scale, so it follows every zoom. Transparent to the pointer: the text under it stays
 * selectable.
 */
export function HighlightLayer({
  page,
  boxes,
  pageSize,
  scale,
}: {
  page: number;
  boxes: readonly HighlightBox[];
  pageSize: PageSize;
  scale: number;
}) {
  return (
    <div className="pointer-events-none absolute inset-0 z-10" aria-hidden="true">
      {boxes.map(({ bbox, strength }, i) => {
        const rect = pdfRectToViewport(bbox, pageSize, scale, { padding: PADDING_PT[strength] });
        return (
          <div
            key={`${i}-${strength}-${bbox.join(',')}`}
            data-testid="highlight"
            data-page={page}
            data-strength={strength}
            className={`absolute mix-blend-multiply ${STYLE[strength]}`}
            style={{ left: rect.left, top: rect.top, width: rect.width, height: rect.height }}
          />
        );
      })}
    </div>
  );
}
