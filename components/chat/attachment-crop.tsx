'use client';

import { useState } from 'react';
import type { AnswerAttachment } from '@/lib/schema/citation';
import { CropRowOverlay } from './crop-row-overlay';
import { formatAttachmentCaption } from './format-citation-label';
import { patientRowNotes } from './patient-row-notes';

/**
 * A lifted table or formula, shown as the book prints it (ADR 0006: never paraphrased), with
 * where it is printed and a button that opens that page with the block highlighted. If the
 * image cannot load the gap is said, not hidden. A table banded by a value the patient has gets
 * the patient's row outlined over the picture and the others shaded (issue 38), said in words
 * under it, and in one more line when two rows are outlined.
 */
export function AttachmentCrop({
  attachment,
  onOpen,
  explain = false,
}: {
  attachment: AnswerAttachment;
  onOpen: (attachment: AnswerAttachment) => void;
  /**
   * Says, once per answer, that this is the book's own picture and no number of it is copied
   * into the text (the answer's lines no longer say it each: tidy-crop-pointers.ts).
   */
  explain?: boolean;
}) {
  const [failed, setFailed] = useState(false);
  const caption = formatAttachmentCaption(attachment);
  const noun = attachment.kind === 'table' ? 'bảng' : 'công thức';
  const rows = attachment.patient_rows;
  return (
    <figure className="mt-3 overflow-hidden rounded-lg border-2 border-amber-500 bg-white">
      {failed ? (
        <p role="alert" className="bg-amber-50 p-3 text-sm text-amber-950">
          Không tải được ảnh {noun}. Hãy mở sách ở trang in {attachment.printed_page} để xem.
        </p>
      ) : (
        // A plain <img>: the crop is a page scan served by our own API at its natural size;
        // next/image would re-encode it and needs a size we only learn on load. The box around
        // it takes the picture's displayed size, so the row outlines drawn in fractions of it
        // stay on their rows at any width.
        <div className="relative inline-block max-w-full align-top">
          {/* eslint-disable-next-line @next/next/no-img-element */}
          <img
            data-testid="crop"
            data-block-id={attachment.block_id}
            data-printed-page={attachment.printed_page}
            data-physical-page={attachment.physical_page}
            src={attachment.crop_url}
            alt={`Ảnh chụp ${noun} từ sách, trang in ${attachment.printed_page}: ${attachment.drug_name} — ${attachment.section_display_name}`}
            className="block h-auto max-w-full bg-white"
            loading="lazy"
            onError={() => setFailed(true)}
          />
          {rows ? <CropRowOverlay attachment={attachment} rows={rows} /> : null}
        </div>
      )}
      {rows && !failed ? (
        <div className="border-t border-sky-200 bg-sky-50 px-3 py-2 text-sm text-sky-950">
          <p>
            Dòng khoanh viền xanh trên ảnh là dòng của bảng ứng với người bệnh; các dòng khác được
            làm mờ.
          </p>
          {patientRowNotes(rows).map((line) => (
            <p key={line} data-testid="crop-row-note" className="font-medium">
              {line}
            </p>
          ))}
        </div>
      ) : null}
      <figcaption className="flex flex-wrap items-center justify-between gap-2 border-t border-amber-300 bg-amber-50 px-3 py-2 text-sm text-stone-800">
        {explain ? (
          <span data-testid="crop-explain" className="basis-full">
            Đây là {noun} của sách, xem nguyên văn trong ảnh; câu trả lời không chép lại số từ{' '}
            {noun}.
          </span>
        ) : null}
        <span>
          <strong className="font-semibold">{caption}</strong>
          <span className="text-stone-700">
            {' '}
            · {attachment.drug_name} — {attachment.section_display_name}
          </span>
        </span>
        <button
          type="button"
          onClick={() => onOpen(attachment)}
          className="rounded border border-amber-700 bg-white px-2 py-1 font-medium text-amber-950 hover:bg-amber-100 focus-visible:outline-2 focus-visible:outline-amber-700"
        >
          Mở trang in {attachment.printed_page} trong sách
        </button>
      </figcaption>
    </figure>
  );
}
