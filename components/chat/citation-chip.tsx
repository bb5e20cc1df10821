'use client';

import { useId, useState } from 'react';
import type { Citation } from '@/lib/schema/citation';
import { findCitationPage } from '@/components/workspace/find-citation-page';
import { formatCitationLabel, formatPrintedPages } from './format-citation-label';

/** Longest quote shown in the card; the full passage is one click away in the book. */
const QUOTE_MAX_CHARS = 600;

function clip(text: string): string {
  return text.length <= QUOTE_MAX_CHARS ? text : `${text.slice(0, QUOTE_MAX_CHARS).trimEnd()}…`;
}

/**
 * "[1] Amoxicilin · Liều lượng và cách dùng · tr. 123": opens the book at the cited page with
 * the passage highlighted; hovering or focusing it shows the quote. Inline (spans only), so it
 * can sit inside a sentence.
 */
export function CitationChip({
  citation,
  onOpen,
  compact = false,
}: {
  citation: Citation;
  onOpen: (citation: Citation) => void;
  /** A repeated marker: "[1]" only, and not a second `citation` test id. */
  compact?: boolean;
}) {
  const cardId = useId();
  // The card hides once the chip is used (it would cover the answer while the book opens) and
  // on Escape (WCAG 1.4.13: dismissible without moving focus); it returns when the pointer
  // comes back or focus moves on and returns.
  const [dismissed, setDismissed] = useState(false);
  const label = formatCitationLabel(citation);
  const { physical, printed } = findCitationPage(citation);
  return (
    <span
      className="group relative inline-block align-baseline"
      onMouseEnter={() => setDismissed(false)}
      onBlur={() => setDismissed(false)}
      onKeyDown={(e) => {
        if (e.key === 'Escape') setDismissed(true);
      }}
    >
      <button
        type="button"
        data-testid={compact ? 'citation-ref' : 'citation'}
        data-chunk-id={citation.chunk_id}
        data-printed-page={printed ?? citation.printed_page_range[0]}
        data-physical-page={physical}
        data-marker={citation.marker}
        aria-describedby={cardId}
        aria-label={compact ? `Trích dẫn ${label}` : undefined}
        onClick={() => {
          setDismissed(true);
          onOpen(citation);
        }}
        className={
          compact
            ? 'mx-0.5 rounded px-1 text-sm font-semibold text-teal-800 underline decoration-dotted underline-offset-2 hover:bg-teal-50 focus-visible:outline-2 focus-visible:outline-teal-700'
            : 'mx-0.5 my-0.5 rounded-full border border-teal-700/40 bg-teal-50 px-2 py-0.5 text-left text-sm font-medium text-teal-900 hover:bg-teal-100 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-teal-700'
        }
      >
        {compact ? `[${citation.marker}]` : label}
      </button>
      <span
        id={cardId}
        role="tooltip"
        className={`${dismissed ? 'hidden' : 'block'} invisible absolute top-full left-0 z-30 mt-1 w-80 max-w-[80vw] rounded-lg border border-stone-300 bg-white p-3 text-left text-sm font-normal text-stone-800 opacity-0 shadow-lg transition-opacity group-focus-within:visible group-focus-within:opacity-100 group-hover:visible group-hover:opacity-100`}
      >
        <span className="block font-semibold text-stone-900">
          {citation.drug_name} · {citation.section_display_name}
        </span>
        {citation.locked_dose ? (
          // A dose from a section that lost a table is never stated as text (ADR 0006 rule 3):
          // the passage crop under the answer shows it as the book prints it.
          <span className="mt-1 block text-stone-800">
            Đoạn này nêu liều trong mục có bảng/công thức: xem ảnh chụp đoạn văn dưới câu trả lời.
          </span>
        ) : citation.quote ? (
          <q className="mt-1 block font-serif whitespace-pre-line text-stone-800">
            {clip(citation.quote)}
          </q>
        ) : null}
        <span className="mt-2 block text-xs text-stone-600">
          {formatPrintedPages(citation.printed_page_range)} (sách in) · trang PDF {physical + 1} ·
          bấm để mở trang và xem đoạn được đánh dấu
        </span>
      </span>
    </span>
  );
}
