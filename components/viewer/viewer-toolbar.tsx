'use client';

import type { ReactNode } from 'react';
import { MAX_SCALE, MIN_SCALE } from '@/lib/geometry/zoom-steps';
import type { FolioMap } from '@/lib/book/find-printed-page';
import { ViewerPageBox } from './viewer-page-box';

export type ZoomDirection = 'in' | 'out' | 'fit';

export interface ViewerToolbarProps {
  /** 1-based PDF page in view; null before the book is laid out. */
  currentPage: number | null;
  numPages: number;
  folios: FolioMap | null;
  ready: boolean;
  scale: number;
  /** True while the page width follows the column. */
  fitting: boolean;
  /** What the viewer shows, e.g. the citation's label; null when nothing was asked for. */
  label: string | null;
  onPage: (page: number) => void;
  onZoom: (direction: ZoomDirection) => void;
  /** More controls after the page and zoom controls. */
  end?: ReactNode;
}

/** The viewer's toolbar: previous/next page, the page box, zoom, and the shown passage's label. */
export function ViewerToolbar({
  currentPage,
  numPages,
  folios,
  ready,
  scale,
  fitting,
  label,
  onPage,
  onZoom,
  end,
}: ViewerToolbarProps) {
  return (
    // Wraps on a phone: in one scrolling line at 390 px the zoom buttons were cut off (issue 38).
    <div
      role="toolbar"
      aria-label="Điều khiển sách"
      className="flex flex-wrap items-center gap-1 border-b border-stone-300 bg-white px-2 py-1.5 text-sm desk:flex-nowrap desk:overflow-x-auto"
    >
      <button
        type="button"
        className="viewer-button"
        onClick={() => currentPage && onPage(currentPage - 1)}
        disabled={!currentPage || currentPage <= 1}
        aria-label="Trang trước"
      >
        ‹
      </button>
      <ViewerPageBox
        currentPage={currentPage}
        numPages={numPages}
        folios={folios}
        disabled={!ready}
        onJump={onPage}
      />
      <button
        type="button"
        className="viewer-button"
        onClick={() => currentPage && onPage(currentPage + 1)}
        disabled={!currentPage || currentPage >= numPages}
        aria-label="Trang sau"
      >
        ›
      </button>
      <span className="mx-1 hidden h-5 w-px shrink-0 bg-stone-300 desk:block" aria-hidden="true" />
      <button
        type="button"
        className="viewer-button"
        onClick={() => onZoom('out')}
        disabled={scale <= MIN_SCALE}
        aria-label="Thu nhỏ"
      >
        −
      </button>
      <output className="w-11 shrink-0 text-center tabular-nums text-stone-700" aria-live="polite">
        {Math.round(scale * 100)}%
      </output>
      <button
        type="button"
        className="viewer-button"
        onClick={() => onZoom('in')}
        disabled={scale >= MAX_SCALE}
        aria-label="Phóng to"
      >
        +
      </button>
      <button
        type="button"
        className="viewer-button px-2"
        onClick={() => onZoom('fit')}
        aria-pressed={fitting}
      >
        Vừa khung
      </button>
      {end}
      {label !== null ? (
        <span
          className="ml-2 hidden min-w-0 flex-1 truncate text-right text-stone-700 desk:block"
          title={label}
        >
          {label}
        </span>
      ) : null}
    </div>
  );
}
