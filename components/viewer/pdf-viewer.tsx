'use client';

import 'react-pdf/dist/Page/TextLayer.css';
import type { PDFDocumentProxy } from 'pdfjs-dist';
import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { flushSync } from 'react-dom';
import { Document, pdfjs, type DocumentProps } from 'react-pdf';
import { computeScrollTop, READING_LINE } from '@/lib/geometry/compute-scroll-top';
import { findPageWindow } from '@/lib/geometry/find-page-window';
import { groupHighlightsByPage, type HighlightBox } from '@/lib/geometry/group-highlights-by-page';
import { findPageAt, layoutPages, type PageLayout } from '@/lib/geometry/layout-pages';
import type { PageSize } from '@/lib/geometry/page-size';
import { pdfRectToViewport } from '@/lib/geometry/pdf-rect-to-viewport';
import { fitWidthScale, stepZoom } from '@/lib/geometry/zoom-steps';
import type { FolioMap } from '@/lib/book/find-printed-page';
import type { BBox } from '@/lib/schema/geometry';
import type { ViewerTarget } from '@/components/workspace/viewer-target';
import { RANGE_CHUNK_BYTES } from './fetch-book-bytes';
import { measurePage } from './measure-page';
import { PageSlot } from './page-slot';
import { clampPage, parsePageHash } from './parse-page-hash';
import { scrollTargetOf } from './scroll-target-of';
import { shareBookDocument } from './share-book-document';
import { useOpenBook } from './use-open-book';
import { usePageHash } from './use-page-hash';
import { usePrefetchPages } from './use-prefetch-pages';
import { isPinHeld, useScrollAnchor, type Pinned } from './use-scroll-anchor';
import { ViewerToolbar, type ZoomDirection } from './viewer-toolbar';

// Served from public/pdfjs (copied from node_modules by the predev/prebuild script): the same
// pdf.js version react-pdf imports, and no CDN on a closed network.
pdfjs.GlobalWorkerOptions.workerSrc = '/pdfjs/pdf.worker.min.mjs';

/**
 * Range requests only (open-book.ts feeds pdf.js through our own Range reader): no streaming
 * of the whole file and no background fetching of the rest, so opening page 900 of the
 * 1,668-page book fetches the cross-reference table and that page's objects, in 64 KB chunks.
 * A module constant: react-pdf reloads the document when the options object changes identity.
 */
const DOCUMENT_OPTIONS: DocumentProps['options'] = {
  disableAutoFetch: true,
  disableStream: true,
  rangeChunkSize: RANGE_CHUNK_BYTES,
  cMapUrl: '/pdfjs/cmaps/',
  cMapPacked: true,
  standardFontDataUrl: '/pdfjs/standard_fonts/',
  wasmUrl: '/pdfjs/wasm/',
  iccUrl: '/pdfjs/iccs/',
  // The CSP allows no eval (lib/http/security-headers.ts): pdf.js then draws glyphs without
  // compiling them to functions, instead of trying eval and raising a CSP violation.
  isEvalSupported: false,
};

/** Pixels between pages, and around the column of pages. */
const GAP = 12;
const PAD = 12;
/** Stands in for a page size only until the first page is measured. */
const FALLBACK_SIZE: PageSize = { width: 1, height: 1 };

/** Pages mounted above and below those in view. */
const OVERSCAN = 2;
/**
 * After a jump, the pages around the view wait until the pages in view are drawn (or this
 * long, if one never is). bench:ui (issue 13): a citation click mounted the cited page and its
 * four neighbours together, and drawing five canvases and text layers at once held the main
 * thread for hundreds of milliseconds while the cited page — already drawn ahead — waited to
 * show its highlight.
 */
const NEIGHBOURS_WAIT_MS = 1_500;

interface Latest {
  sizes: ReadonlyMap<number, PageSize>;
  layout: PageLayout | null;
  scale: number;
  pinned: Pinned | null;
  target: ViewerTarget | null;
}

export interface PdfViewerProps {
  /** The book: GET /api/source, which answers Range requests. */
  fileUrl: string;
  /** The page and passage to show; a new `request` scrolls to it again. */
  target: ViewerTarget | null;
  /** The printed folio of every page (GET /api/book), for the page box; null until known. */
  folios?: FolioMap | null;
  /** More toolbar controls (the drug index and find toggles), after the page controls. */
  toolbarEnd?: ReactNode;
  /**
   * The latest answer's citations, before any is clicked: the first one's page is drawn ahead
   * (use-prefetch-pages.ts). Empty when there is no answer.
   */
  upcoming?: readonly ViewerTarget[];
}

const NO_UPCOMING: readonly ViewerTarget[] = [];

/**
 * The book beside the chat: a virtualised column of pages (only those near the view are
 * rendered; the others are empty boxes sized from the page size), the cited passage drawn over
 * its pages from PDF coordinates, `#page=N` kept in the URL, zoom and a page box.
 */
export function PdfViewer({
  fileUrl,
  target,
  folios = null,
  toolbarEnd,
  upcoming = NO_UPCOMING,
}: PdfViewerProps) {
  const scrollerRef = useRef<HTMLDivElement>(null);
  const pdfRef = useRef<PDFDocumentProxy | null>(null);
  const jumpSeq = useRef(0);
  const { file, error: bookError } = useOpenBook(fileUrl);
  const [pdf, setPdf] = useState<PDFDocumentProxy | null>(null);
  const [sizes, setSizes] = useState<ReadonlyMap<number, PageSize>>(() => new Map());
  const [defaultSize, setDefaultSize] = useState<PageSize | null>(null);
  /** null = fit the page width to the column. */
  const [userScale, setUserScale] = useState<number | null>(null);
  const [viewport, setViewport] = useState({ width: 0, height: 0 });
  const [scrollTop, setScrollTop] = useState(0);
  const [pinned, setPinned] = useState<Pinned | null>(null);
  const [painted, setPainted] = useState<ReadonlySet<string>>(() => new Set());
  /** False from a jump until the pages in view are drawn: no overscan meanwhile. */
  const [settled, setSettled] = useState(true);

  const numPages = pdf?.numPages ?? 0;
  const scale = userScale ?? fitWidthScale(viewport.width, defaultSize?.width ?? 0, PAD + GAP / 2);

  const layout = useMemo(() => {
    if (!defaultSize || numPages === 0) return null;
    return layoutPages(numPages, (p) => sizes.get(p) ?? defaultSize, scale, GAP);
  }, [defaultSize, numPages, sizes, scale]);

  const highlights = useMemo(
    () => (target ? groupHighlightsByPage(target) : new Map<number, HighlightBox[]>()),
    [target],
  );

  const readingY = scrollTop + READING_LINE * viewport.height - PAD;
  const currentPage = !layout
    ? null
    : isPinHeld(pinned, scrollTop)
      ? pinned.page
      : findPageAt(layout, readingY);

  const latest = useRef<Latest>({ sizes, layout, scale, pinned, target });
  useLayoutEffect(() => {
    latest.current = { sizes, layout, scale, pinned, target };
  });

  const readViewport = useCallback(() => {
    const el = scrollerRef.current;
    return el ? { width: el.clientWidth, height: el.clientHeight } : { width: 0, height: 0 };
  }, []);

  const readLatest = useCallback(() => latest.current, []);
  const keepPlace = useScrollAnchor({
    scrollerRef,
    read: readLatest,
    pad: PAD,
    setPinned,
    setScrollTop,
  });

  /** Scrolls to a page, or to a passage on it (put on the reading line). */
  const jumpTo = useCallback(
    async (page: number, box: BBox | null) => {
      const doc = pdfRef.current;
      const el = scrollerRef.current;
      if (!doc || !el) return;
      const seq = ++jumpSeq.current;
      const p = clampPage(page, doc.numPages);
      const size = latest.current.sizes.get(p) ?? (await measurePage(doc, p));
      // Awaited even when known, so the state updates below never run inside a React commit.
      await Promise.resolve();
      if (seq !== jumpSeq.current || pdfRef.current !== doc) return;
      const measured = readViewport();
      flushSync(() => {
        setSizes((prev) => (prev.has(p) ? prev : new Map(prev).set(p, size)));
        setDefaultSize((prev) => prev ?? size);
        setViewport((prev) =>
          prev.width === measured.width && prev.height === measured.height ? prev : measured,
        );
      });
      const { layout: now, scale: nowScale } = latest.current;
      if (!now) return;
      const pageTop = PAD + (now.tops[p - 1] ?? 0);
      const rect = box ? pdfRectToViewport(box, size, nowScale) : null;
      el.scrollTop = computeScrollTop({
        targetY: rect ? pageTop + rect.top : pageTop - PAD / 2,
        viewportHeight: el.clientHeight,
        maxScrollTop: el.scrollHeight - el.clientHeight,
        anchor: rect ? READING_LINE : 0,
      });
      if (rect) {
        // A zoomed-in page is wider than the column: bring the passage's column into view too.
        const pageLeft = Math.max(PAD, (el.scrollWidth - (now.widths[p - 1] ?? 0)) / 2);
        const left = pageLeft + rect.left;
        if (left < el.scrollLeft || left + rect.width > el.scrollLeft + el.clientWidth) {
          el.scrollLeft = Math.max(0, left - 16);
        }
      }
      const actual = el.scrollTop;
      setSettled(false);
      setPinned({ page: p, scrollTop: actual });
      setScrollTop(actual);
    },
    [readViewport],
  );

  const jumpToTarget = useCallback(
    (wanted: ViewerTarget) => {
      const { page, box } = scrollTargetOf(wanted);
      void jumpTo(page, box);
    },
    [jumpTo],
  );
  const goToPage = useCallback((page: number) => void jumpTo(page, null), [jumpTo]);

  // A citation or a crop button asked for a page.
  useEffect(() => {
    if (target) jumpToTarget(target);
  }, [target, jumpToTarget]);

  // The column's size: fit-to-width follows it, and so does what is mounted.
  useEffect(() => {
    const el = scrollerRef.current;
    if (!el) return;
    const observer = new ResizeObserver(() => {
      const next = readViewport();
      keepPlace(() =>
        setViewport((prev) =>
          prev.width === next.width && prev.height === next.height ? prev : next,
        ),
      );
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, [keepPlace, readViewport]);

  usePageHash(currentPage, goToPage);

  const onDocumentLoad = useCallback(
    (doc: PDFDocumentProxy) => {
      pdfRef.current = doc;
      setPdf(doc);
      shareBookDocument(doc);
      const wanted = latest.current.target;
      if (wanted) jumpToTarget(wanted);
      else goToPage(parsePageHash(window.location.hash) ?? 1);
    },
    [jumpToTarget, goToPage],
  );

  const onPageSize = useCallback((p: number, measured: PageSize) => {
    setSizes((prev) => {
      const known = prev.get(p);
      return known && known.width === measured.width && known.height === measured.height
        ? prev
        : new Map(prev).set(p, measured);
    });
  }, []);

  const onPainted = useCallback((key: string) => {
    setPainted((prev) => (prev.has(key) ? prev : new Set(prev).add(key)));
  }, []);

  const prefetched = usePrefetchPages(pdf, upcoming, onPageSize);

  const zoom = (direction: ZoomDirection) =>
    keepPlace(() => setUserScale(direction === 'fit' ? null : stepZoom(scale, direction)));

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.target instanceof HTMLInputElement || event.ctrlKey || event.metaKey) return;
    if (event.key === '+' || event.key === '=') {
      event.preventDefault();
      zoom('in');
    } else if (event.key === '-') {
      event.preventDefault();
      zoom('out');
    }
  };

  const scaleKey = scale.toFixed(3);
  const view = { top: scrollTop - PAD, height: viewport.height };
  const inViewDrawn =
    layout !== null &&
    findPageWindow(layout, view, 0, [currentPage]).every((p) => painted.has(`${p}@${scaleKey}`));
  useEffect(() => {
    if (settled) return;
    const timer = setTimeout(() => setSettled(true), inViewDrawn ? 0 : NEIGHBOURS_WAIT_MS);
    return () => clearTimeout(timer);
  }, [settled, inViewDrawn]);
  const mounted = layout
    ? findPageWindow(layout, view, settled ? OVERSCAN : 0, [
        ...highlights.keys(),
        currentPage,
        prefetched,
      ])
    : [];
  const innerWidth = layout ? Math.max(layout.maxWidth + 2 * PAD, viewport.width) : 0;

  return (
    <div
      data-testid="pdf-viewer"
      data-current-page={currentPage ?? undefined}
      data-page-count={numPages || undefined}
      data-scale={scaleKey}
      className="flex h-full min-h-0 flex-col bg-stone-200"
      onKeyDown={onKeyDown}
    >
      <ViewerToolbar
        currentPage={currentPage}
        numPages={numPages}
        folios={folios}
        ready={layout !== null}
        scale={scale}
        fitting={userScale === null}
        label={target?.label ?? null}
        onPage={goToPage}
        onZoom={zoom}
        end={toolbarEnd}
      />
      <div
        ref={scrollerRef}
        tabIndex={0}
        role="region"
        aria-label={currentPage ? `Sách, trang PDF ${currentPage}` : 'Sách'}
        className="relative min-h-0 flex-1 overflow-auto focus:outline-2 focus:outline-offset-[-2px] focus:outline-teal-700"
        onScroll={(e) => setScrollTop(e.currentTarget.scrollTop)}
      >
        {bookError ? (
          <p role="alert" className="m-4 rounded border border-red-300 bg-red-50 p-4 text-red-900">
            {bookError}
          </p>
        ) : null}
        {!file && !bookError ? <p className="p-6 text-stone-700">Đang mở sách…</p> : null}
        {file && !bookError ? (
          <Document
            file={file}
            options={DOCUMENT_OPTIONS}
            onLoadSuccess={onDocumentLoad}
            loading={<p className="p-6 text-stone-700">Đang mở sách…</p>}
            error={
              <p
                role="alert"
                className="m-4 rounded border border-red-300 bg-red-50 p-4 text-red-900"
              >
                Không mở được sách PDF. Máy chủ chưa có dữ liệu Dược thư hoặc đang lỗi; hãy thử tải
                lại trang.
              </p>
            }
          >
            {layout ? (
              <div
                className="relative"
                style={{ height: layout.totalHeight + 2 * PAD, width: innerWidth }}
              >
                {mounted.map((p) => {
                  const width = layout.widths[p - 1] ?? 0;
                  const key = `${p}@${scaleKey}`;
                  return (
                    <PageSlot
                      key={p}
                      page={p}
                      scale={scale}
                      top={PAD + (layout.tops[p - 1] ?? 0)}
                      left={(innerWidth - width) / 2}
                      width={width}
                      height={layout.heights[p - 1] ?? 0}
                      size={sizes.get(p) ?? defaultSize ?? FALLBACK_SIZE}
                      boxes={highlights.get(p)}
                      painted={painted.has(key)}
                      textReady={painted.has(`${key}:text`)}
                      onSize={onPageSize}
                      onPainted={onPainted}
                    />
                  );
                })}
              </div>
            ) : null}
          </Document>
        ) : null}
      </div>
    </div>
  );
}
