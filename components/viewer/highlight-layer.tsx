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

/** As over a table's crop (components/chat/crop-row-overlay.tsx). */
const ROW_STYLE = {
  outline: 'ring-2 ring-sky-700 bg-sky-300/10',
  shade: 'bg-stone-700/25',
} as const;

/**
 * The cited passage on one page: the chunk faintly (`data-strength="context"`) and the quoted
 * sentence strongly (`data-strength="quote"`), each converted from PDF points at the current
 * scale, so it follows every zoom; a cited table's rows, the patient's outlined
 * (`page-row-highlight`, `data-row-band`) and the others shaded (`page-row-shade`). Transparent to the pointer: the text under it stays
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
      {boxes.map(({ bbox, strength, row }, i) => {
        if (row) {
          // The table's rows (issue 38): the same outline and shade as over its crop.
          const r = pdfRectToViewport(bbox, pageSize, scale, { padding: 0 });
          return (
            <div
              key={`${i}-row-${bbox.join(',')}`}
              data-testid={row.kind === 'outline' ? 'page-row-highlight' : 'page-row-shade'}
              data-page={page}
              {...(row.kind === 'outline' ? { 'data-row-band': row.band } : {})}
              className={`absolute ${ROW_STYLE[row.kind]}`}
              style={{ left: r.left, top: r.top, width: r.width, height: r.height }}
            />
          );
        }
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
