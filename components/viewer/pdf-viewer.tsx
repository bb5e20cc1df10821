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
import {
  firstFocusBox,
  groupHighlightsByPage,
  type HighlightBox,
} from '@/lib/geometry/group-highlights-by-page';
import {
  findPageAt,
  findVisiblePages,
  layoutPages,
  type PageLayout,
} from '@/lib/geometry/layout-pages';
import type { PageSize } from '@/lib/geometry/page-size';
import { pdfRectToViewport } from '@/lib/geometry/pdf-rect-to-viewport';
import { fitWidthScale, MAX_SCALE, MIN_SCALE, stepZoom } from '@/lib/geometry/zoom-steps';
import type { FolioMap } from '@/lib/book/find-printed-page';
import type { BBox } from '@/lib/schema/geometry';
import type { ViewerTarget } from '@/components/workspace/viewer-target';
import { BookLoadError, RANGE_CHUNK_BYTES } from './fetch-book-bytes';
import { measurePage } from './measure-page';
import { openBook, type BookFile } from './open-book';
import { PageSlot } from './page-slot';
import { shareBookDocument } from './share-book-document';
import { clampPage, formatPageHash, parsePageHash } from './parse-page-hash';
import { ViewerPageBox } from './viewer-page-box';

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

interface Pinned {
  page: number;
  scrollTop: number;
}

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
}

/** Where the target's page scrolls to: its quote there if any, else its first rectangle. */
function firstBoxOn(target: ViewerTarget): BBox | null {
  return firstFocusBox(groupHighlightsByPage(target).get(target.page));
}

/**
 * The book beside the chat: a virtualised column of pages (only those near the view are
 * rendered; the others are empty boxes sized from the page size), the cited passage drawn over
 * its pages from PDF coordinates, `#page=N` kept in the URL, zoom and a page box.
 */
export function PdfViewer({ fileUrl, target, folios = null, toolbarEnd }: PdfViewerProps) {
  const scrollerRef = useRef<HTMLDivElement>(null);
  const pdfRef = useRef<PDFDocumentProxy | null>(null);
  const jumpSeq = useRef(0);
  const [file, setFile] = useState<BookFile | null>(null);
  const [bookError, setBookError] = useState<string | null>(null);
  const [pdf, setPdf] = useState<PDFDocumentProxy | null>(null);
  const [sizes, setSizes] = useState<ReadonlyMap<number, PageSize>>(() => new Map());
  const [defaultSize, setDefaultSize] = useState<PageSize | null>(null);
  /** null = fit the page width to the column. */
  const [userScale, setUserScale] = useState<number | null>(null);
  const [viewport, setViewport] = useState({ width: 0, height: 0 });
  const [scrollTop, setScrollTop] = useState(0);
  const [pinned, setPinned] = useState<Pinned | null>(null);
  const [painted, setPainted] = useState<ReadonlySet<string>>(() => new Set());

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
    : pinned && Math.abs(pinned.scrollTop - scrollTop) < 2
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

  /**
   * Applies a change that moves pages (zoom, a resized column) without losing the reader's
   * place: the point on the reading line stays on the reading line.
   */
  const keepPlace = useCallback((change: () => void) => {
    const el = scrollerRef.current;
    const before = latest.current.layout;
    if (!el || !before) {
      flushSync(change);
      return;
    }
    const y = el.scrollTop + READING_LINE * el.clientHeight - PAD;
    const page = findPageAt(before, y);
    const top = before.tops[page - 1] ?? 0;
    const height = before.heights[page - 1] ?? 1;
    const fraction = Math.min(1, Math.max(0, (y - top) / Math.max(1, height)));
    const held = latest.current.pinned;
    const heldActive = held && Math.abs(held.scrollTop - el.scrollTop) < 2;
    flushSync(change);
    const after = latest.current.layout;
    if (!after) return;
    const nextY = PAD + (after.tops[page - 1] ?? 0) + fraction * (after.heights[page - 1] ?? 0);
    el.scrollTop = Math.max(0, nextY - READING_LINE * el.clientHeight);
    const actual = el.scrollTop;
    if (heldActive) setPinned({ page: held.page, scrollTop: actual });
    setScrollTop(actual);
  }, []);

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
      setPinned({ page: p, scrollTop: actual });
      setScrollTop(actual);
    },
    [readViewport],
  );

  // The book: its first 64 KB and its size, then whatever pages pdf.js asks for.
  useEffect(() => {
    let live = true;
    const fail = (error: unknown) => {
      if (!live) return;
      setBookError(
        error instanceof BookLoadError
          ? error.message
          : 'Không mở được sách PDF. Hãy thử tải lại trang.',
      );
    };
    openBook(fileUrl, fail).then((opened) => {
      if (live) setFile(opened);
    }, fail);
    return () => {
      live = false;
    };
  }, [fileUrl]);

  // A citation or a crop button asked for a page.
  useEffect(() => {
    if (target) void jumpTo(target.page, firstBoxOn(target));
  }, [target, jumpTo]);

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

  // #page=N follows the page in view, without adding history entries.
  useEffect(() => {
    if (currentPage === null) return;
    if (parsePageHash(window.location.hash) === currentPage) return;
    window.history.replaceState(window.history.state, '', formatPageHash(currentPage));
  }, [currentPage]);

  // A #page=N typed into the address bar.
  useEffect(() => {
    const onHashChange = () => {
      const page = parsePageHash(window.location.hash);
      if (page !== null) void jumpTo(page, null);
    };
    window.addEventListener('hashchange', onHashChange);
    return () => window.removeEventListener('hashchange', onHashChange);
  }, [jumpTo]);

  const onDocumentLoad = useCallback(
    (doc: PDFDocumentProxy) => {
      pdfRef.current = doc;
      setPdf(doc);
      shareBookDocument(doc);
      const wanted = latest.current.target;
      if (wanted) void jumpTo(wanted.page, firstBoxOn(wanted));
      else void jumpTo(parsePageHash(window.location.hash) ?? 1, null);
    },
    [jumpTo],
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

  const zoom = (direction: 'in' | 'out' | 'fit') =>
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

  const mounted = new Set<number>();
  if (layout) {
    const { first, last } = findVisiblePages(layout, scrollTop - PAD, viewport.height, OVERSCAN);
    for (let p = first; p <= last; p++) mounted.add(p);
    for (const p of highlights.keys()) if (p <= numPages) mounted.add(p);
    if (currentPage !== null) mounted.add(currentPage);
  }
  const innerWidth = layout ? Math.max(layout.maxWidth + 2 * PAD, viewport.width) : 0;
  const scaleKey = scale.toFixed(3);

  return (
    <div
      data-testid="pdf-viewer"
      data-current-page={currentPage ?? undefined}
      data-page-count={numPages || undefined}
      data-scale={scaleKey}
      className="flex h-full min-h-0 flex-col bg-stone-200"
      onKeyDown={onKeyDown}
    >
      <div
        role="toolbar"
        aria-label="Điều khiển sách"
        className="flex items-center gap-1 overflow-x-auto border-b border-stone-300 bg-white px-2 py-1.5 text-sm"
      >
        <button
          type="button"
          className="viewer-button"
          onClick={() => currentPage && void jumpTo(currentPage - 1, null)}
          disabled={!currentPage || currentPage <= 1}
          aria-label="Trang trước"
        >
          ‹
        </button>
        <ViewerPageBox
          currentPage={currentPage}
          numPages={numPages}
          folios={folios}
          disabled={!layout}
          onJump={(page) => void jumpTo(page, null)}
        />
        <button
          type="button"
          className="viewer-button"
          onClick={() => currentPage && void jumpTo(currentPage + 1, null)}
          disabled={!currentPage || currentPage >= numPages}
          aria-label="Trang sau"
        >
          ›
        </button>
        <span
          className="mx-1 hidden h-5 w-px shrink-0 bg-stone-300 desk:block"
          aria-hidden="true"
        />
        <button
          type="button"
          className="viewer-button"
          onClick={() => zoom('out')}
          disabled={scale <= MIN_SCALE}
          aria-label="Thu nhỏ"
        >
          −
        </button>
        <output
          className="w-11 shrink-0 text-center tabular-nums text-stone-700"
          aria-live="polite"
        >
          {Math.round(scale * 100)}%
        </output>
        <button
          type="button"
          className="viewer-button"
          onClick={() => zoom('in')}
          disabled={scale >= MAX_SCALE}
          aria-label="Phóng to"
        >
          +
        </button>
        <button
          type="button"
          className="viewer-button px-2"
          onClick={() => zoom('fit')}
          aria-pressed={userScale === null}
        >
          Vừa khung
        </button>
        {toolbarEnd}
        {target ? (
          <span
            className="ml-2 hidden min-w-0 flex-1 truncate text-right text-stone-700 desk:block"
            title={target.label}
          >
            {target.label}
          </span>
        ) : null}
      </div>
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
                {[...mounted]
                  .sort((a, b) => a - b)
                  .map((p) => {
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
