'use client';

import { memo, useCallback } from 'react';
import { Page } from 'react-pdf';
import type { HighlightBox } from '@/lib/geometry/group-highlights-by-page';
import type { PageSize } from '@/lib/geometry/page-size';
import { HighlightLayer } from './highlight-layer';
import { pageSizeOf } from './measure-page';

export interface PageSlotProps {
  page: number;
  scale: number;
  top: number;
  left: number;
  width: number;
  height: number;
  /** The size highlights are measured against: the page's own once loaded. */
  size: PageSize;
  boxes: readonly HighlightBox[] | undefined;
  painted: boolean;
  textReady: boolean;
  onSize: (page: number, size: PageSize) => void;
  onPainted: (key: string) => void;
}

/**
 * One mounted page: canvas, text layer and highlights, absolutely placed in the scroll column.
 * Memoised with stable callbacks because react-pdf re-renders the whole text layer whenever
 * its `onRenderTextLayerSuccess` prop changes identity: with inline callbacks every scroll
 * event rebuilt the text layer of every mounted page (and the spans a spec read vanished
 * mid-read).
 */
export const PageSlot = memo(function PageSlot({
  page,
  scale,
  top,
  left,
  width,
  height,
  size,
  boxes,
  painted,
  textReady,
  onSize,
  onPainted,
}: PageSlotProps) {
  const key = `${page}@${scale.toFixed(3)}`;
  const onLoad = useCallback(
    (proxy: Parameters<typeof pageSizeOf>[0]) => onSize(page, pageSizeOf(proxy)),
    [onSize, page],
  );
  const onRender = useCallback(() => onPainted(key), [onPainted, key]);
  const onText = useCallback(() => onPainted(`${key}:text`), [onPainted, key]);
  return (
    <div
      data-page-slot={page}
      data-rendered={painted ? 'true' : undefined}
      data-text-layer={textReady ? 'ready' : undefined}
      className="absolute bg-white shadow-md"
      style={{ top, left, width, height }}
    >
      <Page
        pageNumber={page}
        scale={scale}
        renderAnnotationLayer={false}
        loading={<span className="block p-4 text-sm text-stone-500">Đang tải trang {page}…</span>}
        onLoadSuccess={onLoad}
        onRenderSuccess={onRender}
        onRenderTextLayerSuccess={onText}
      />
      {boxes ? <HighlightLayer page={page} boxes={boxes} pageSize={size} scale={scale} /> : null}
    </div>
  );
});
