'use client';

import { useEffect, useRef, useState } from 'react';
import { PASSAGE_CROP_SCALE, planPassageCrop } from '@/lib/geometry/plan-passage-crop';
import type { Citation } from '@/lib/schema/citation';
import type { PageRegion } from '@/lib/schema/geometry';
import { whenBookDocument } from '@/components/viewer/share-book-document';
import { findPassagePage } from './find-passage-page';

/** How long a crop waits for the viewer's book before it says it could not be drawn. */
const BOOK_WAIT_MS = 30_000;

type Status = 'drawing' | 'drawn' | 'failed';

/**
 * A locked dose shown as the book prints it (issue 9 item 5, ADR 0006 rule 3): the quoted
 * sentence's lines cut from the page — one piece per quote region, so a sentence over a column
 * or page break is shown whole — drawn with pdf.js into canvases from the document the viewer
 * already has open (see share-book-document.ts for why not on the server). The number is in
 * the picture, never in the text: no text layer, and neither the label nor the caption quotes
 * the sentence. If it cannot be drawn, the gap is said and the page is one click away.
 */
export function PassageCrop({
  citation,
  onOpen,
}: {
  citation: Citation;
  onOpen: (citation: Citation) => void;
}) {
  const regions: readonly PageRegion[] = citation.quote_regions ?? [];
  const [status, setStatus] = useState<Status>(regions.length > 0 ? 'drawing' : 'failed');
  const canvases = useRef<(HTMLCanvasElement | null)[]>([]);
  const { physical, printed } = findPassagePage(citation);
  const where = printed !== null ? `trang in ${printed}` : `trang PDF ${physical + 1}`;

  useEffect(() => {
    const pieces = citation.quote_regions ?? [];
    if (pieces.length === 0) return;
    let live = true;
    const tasks: { cancel: () => void }[] = [];
    const draw = async () => {
      const doc = await whenBookDocument(BOOK_WAIT_MS);
      for (const [i, region] of pieces.entries()) {
        const canvas = canvases.current[i];
        if (!live || !canvas) return;
        const page = await doc.getPage(region.physical_page + 1);
        const { width, height } = page.getViewport({ scale: 1 });
        const plan = planPassageCrop(region.bbox, { width, height }, PASSAGE_CROP_SCALE);
        const viewport = page.getViewport({
          scale: PASSAGE_CROP_SCALE,
          offsetX: plan.offsetX,
          offsetY: plan.offsetY,
        });
        canvas.width = plan.width;
        canvas.height = plan.height;
        const task = page.render({ canvas, viewport });
        tasks.push(task);
        await task.promise;
      }
      if (live) setStatus('drawn');
    };
    draw().catch((error: unknown) => {
      if (!live) return;
      console.warn('[passage-crop]', citation.chunk_id, error);
      setStatus('failed');
    });
    return () => {
      live = false;
      for (const task of tasks) task.cancel();
    };
  }, [citation]);

  return (
    <figure className="mt-3 overflow-hidden rounded-lg border-2 border-amber-500 bg-white">
      {status === 'failed' ? (
        <p role="alert" className="bg-amber-50 p-3 text-sm text-amber-950">
          Không cắt được đoạn liều này từ sách. Hãy mở sách ở {where} để đọc liều.
        </p>
      ) : null}
      <div
        data-testid="crop"
        data-kind="passage"
        data-chunk-id={citation.chunk_id}
        data-physical-page={physical}
        data-printed-page={printed ?? undefined}
        data-status={status}
        role="img"
        aria-label={`Ảnh chụp đoạn liều từ sách, ${where}: ${citation.drug_name} — ${citation.section_display_name}`}
        className={status === 'failed' ? 'hidden' : 'flex flex-col gap-1 bg-white p-1'}
      >
        {regions.map((region, i) => (
          <canvas
            key={`${region.physical_page}-${region.bbox.join(',')}`}
            ref={(el) => {
              canvases.current[i] = el;
            }}
            className="block h-auto max-w-full"
          />
        ))}
      </div>
      <figcaption className="flex flex-wrap items-center justify-between gap-2 border-t border-amber-300 bg-amber-50 px-3 py-2 text-sm text-stone-800">
        <span>
          <strong className="font-semibold">Đoạn liều — {where}</strong>
          <span className="text-stone-700">
            {' '}
            · {citation.drug_name} — {citation.section_display_name}. Mục này có bảng/công thức
            không chuyển thành chữ, nên liều được hiển thị đúng như sách in.
          </span>
        </span>
        <button
          type="button"
          onClick={() => onOpen(citation)}
          className="rounded border border-amber-700 bg-white px-2 py-1 font-medium text-amber-950 hover:bg-amber-100 focus-visible:outline-2 focus-visible:outline-amber-700"
        >
          Mở đoạn liều trong sách ({where})
        </button>
      </figcaption>
    </figure>
  );
}
