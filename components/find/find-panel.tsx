'use client';

import { useRef, useState, type KeyboardEvent } from 'react';
import { formatPrintedFolio } from '@/lib/book/find-printed-page';
import type { FindHit } from '@/lib/schema/find';
import type { BookRequest } from '@/components/viewer/book-request';
import { useFindInBook } from './use-find-in-book';

export interface FindPanelProps {
  /** Shows a hit in the viewer, its lines highlighted. */
  onOpen: (request: BookRequest, hit: { keepPanel: boolean }) => void;
  onClose: () => void;
}

function requestOf(hit: FindHit, query: string): BookRequest {
  return {
    page: hit.physical_page + 1,
    regions: hit.regions,
    label: `Tìm “${query}” · ${formatPrintedFolio(hit.printed_page)}`,
  };
}

/**
 * Find in the book: every occurrence of the words in the book's text (all pages, front matter
 * and table captions included), listed by printed page with a snippet; Enter and Shift+Enter
 * (or the arrows) step through them, each shown in the viewer with its lines highlighted.
 */
export function FindPanel({ onOpen, onClose }: FindPanelProps) {
  const [query, setQuery] = useState('');
  const [active, setActive] = useState<number | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const listRef = useRef<HTMLOListElement>(null);
  const state = useFindInBook(query);
  const result = state.status === 'done' || state.status === 'loading' ? state.result : null;
  const hits = result?.hits ?? [];
  const [shownFor, setShownFor] = useState(result);
  if (shownFor !== result) {
    setShownFor(result);
    setActive(null);
  }

  const show = (index: number, keepPanel: boolean) => {
    const hit = hits[index];
    if (!hit || !result) return;
    setActive(index);
    onOpen(requestOf(hit, result.query), { keepPanel });
    listRef.current
      ?.querySelector(`[data-hit-index="${index}"]`)
      ?.scrollIntoView({ block: 'nearest' });
  };
  const step = (by: 1 | -1) => {
    if (hits.length === 0) return;
    const next = active === null ? (by === 1 ? 0 : hits.length - 1) : active + by;
    show((next + hits.length) % hits.length, true);
  };

  const onInputKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      step(event.shiftKey ? -1 : 1);
    } else if (event.key === 'ArrowDown' && hits.length > 0) {
      event.preventDefault();
      listRef.current?.querySelector<HTMLButtonElement>('button')?.focus();
    }
  };
  const onPanelKey = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
    }
  };

  let status = '';
  if (state.status === 'error') status = state.message;
  else if (query.trim().length < 2) status = query.trim() ? 'Gõ ít nhất 2 ký tự.' : '';
  else if (!result) status = 'Đang tìm…';
  else if (result.total === 0) status = `Không thấy “${result.query}” trong sách.`;
  else {
    const where = active === null ? '' : `${active + 1}/`;
    status = `${where}${result.total} kết quả${result.truncated ? `, hiện ${hits.length} đầu tiên` : ''}`;
  }

  return (
    <section
      aria-label="Tìm trong sách"
      className="flex h-full min-h-0 flex-col bg-white"
      onKeyDown={onPanelKey}
    >
      <div className="flex items-center gap-2 border-b border-stone-300 px-3 py-2">
        <h2 className="flex-1 font-semibold text-stone-900">Tìm trong sách</h2>
        <button type="button" className="viewer-button px-2" onClick={onClose}>
          Đóng
        </button>
      </div>
      <div className="flex items-center gap-1 border-b border-stone-200 px-3 py-2">
        <label htmlFor="find-input" className="sr-only">
          Tìm chữ trong sách (không cần dấu)
        </label>
        <input
          ref={inputRef}
          id="find-input"
          data-testid="find-input"
          type="search"
          autoComplete="off"
          enterKeyHint="search"
          placeholder="Tìm chữ, vd. amoxicilin"
          className="min-w-0 flex-1 rounded border border-stone-400 px-2 py-1"
          value={query}
          onChange={(e) => setQuery(e.currentTarget.value.slice(0, 100))}
          onKeyDown={onInputKey}
        />
        <button
          type="button"
          className="viewer-button"
          onClick={() => step(-1)}
          disabled={hits.length === 0}
          aria-label="Kết quả trước"
          title="Kết quả trước (Shift+Enter)"
        >
          ‹
        </button>
        <button
          type="button"
          className="viewer-button"
          onClick={() => step(1)}
          disabled={hits.length === 0}
          aria-label="Kết quả sau"
          title="Kết quả sau (Enter)"
        >
          ›
        </button>
      </div>
      <p aria-live="polite" className="min-h-6 px-3 py-1 text-sm text-stone-700">
        {status}
      </p>
      <ol ref={listRef} className="min-h-0 flex-1 overflow-y-auto px-2 pb-3">
        {hits.map((hit, i) => (
          <li key={`${hit.physical_page}-${hit.line_index}-${i}`}>
            <button
              type="button"
              data-testid="find-hit"
              data-hit-index={i}
              data-printed-page={hit.printed_page ?? undefined}
              data-physical-page={hit.physical_page}
              aria-current={active === i ? 'true' : undefined}
              onClick={() => show(i, false)}
              className={`my-0.5 flex w-full gap-2 rounded px-2 py-1.5 text-left text-sm hover:bg-stone-100 focus-visible:outline-2 focus-visible:outline-teal-700 ${
                active === i ? 'bg-amber-100' : ''
              }`}
            >
              <span className="w-14 shrink-0 font-semibold tabular-nums text-stone-900">
                {hit.printed_page ? `tr. ${hit.printed_page}` : `PDF ${hit.physical_page + 1}`}
              </span>
              <span className="min-w-0 text-stone-800">
                {hit.before}
                <mark className="bg-yellow-200 text-stone-950">{hit.match}</mark>
                {hit.after}
              </span>
            </button>
          </li>
        ))}
      </ol>
    </section>
  );
}
