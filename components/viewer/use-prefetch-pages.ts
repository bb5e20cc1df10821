'use client';

import type { PDFDocumentProxy } from 'pdfjs-dist';
import { useEffect, useMemo } from 'react';
import type { ViewerTarget } from '@/components/workspace/viewer-target';
import type { PageSize } from '@/lib/geometry/page-size';
import { pageSizeOf } from './measure-page';
import { scrollTargetOf } from './scroll-target-of';

/**
 * The cited page before the click (issue 13 item 1). When an answer arrives its citations are
 * `upcoming`: the page the first one opens is returned, for the viewer to mount off screen —
 * pdf.js fetches its byte ranges and draws its canvas and text layer while the reader reads the
 * answer, so the click only scrolls and draws the highlight (bench:ui measured 841 ms from
 * click to highlighted page when every byte was fetched after the click). The other citations'
 * pages are only loaded (`getPage`: the page's dictionary, usually within a chunk already
 * fetched) and measured, so their layout is exact; drawing them all would multiply the bytes.
 */
export function usePrefetchPages(
  pdf: PDFDocumentProxy | null,
  upcoming: readonly ViewerTarget[],
  onSize: (page: number, size: PageSize) => void,
): number | null {
  const numPages = pdf?.numPages ?? 0;
  const pages = useMemo(() => {
    const seen = new Set<number>();
    for (const target of upcoming) {
      const { page } = scrollTargetOf(target);
      if (page >= 1 && page <= numPages) seen.add(page);
    }
    return [...seen];
  }, [upcoming, numPages]);

  useEffect(() => {
    if (!pdf) return;
    let live = true;
    for (const page of pages) {
      pdf.getPage(page).then(
        (proxy) => {
          if (live) onSize(page, pageSizeOf(proxy));
        },
        (error: unknown) => {
          // Only a head start: the click loads the page again and says so if it fails.
          console.warn('[prefetch]', page, error);
        },
      );
    }
    return () => {
      live = false;
    };
  }, [pdf, pages, onSize]);

  return pages[0] ?? null;
}
