'use client';

import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { DrugIndexPanel } from '@/components/book-index/drug-index-panel';
import { FindPanel } from '@/components/find/find-panel';
import type { ViewerTarget } from '@/components/workspace/viewer-target';
import type { FolioMap } from '@/lib/book/find-printed-page';
import { parsePageInput, parsePrintedLink } from '@/lib/book/parse-page-input';
import type { BookRequest } from './book-request';
import { PdfViewer } from './pdf-viewer';
import { useBookFolios } from './use-book-folios';

type Panel = 'index' | 'find';

/** Phone width, as the workspace has it: panels cover the pages instead of standing beside them. */
const PHONE_QUERY = '(max-width: 768px)';

/** Request ids of the pane's own targets: far from the workspace's 1, 2, 3… */
const OWN_REQUESTS = 1_000_000;

/** The PDF page a printed-page link names: the first of several, the unnumbered page in a gap. */
function linkedPage(printed: string, folios: FolioMap): number | null {
  const result = parsePageInput(printed, folios);
  if (result.kind === 'go') return result.page;
  if (result.kind === 'choose' || result.kind === 'unnumbered') return result.pages[0] ?? null;
  return null;
}

/**
 * The book as pharmacists use it (issue 15): the viewer with printed page numbers, a drug index
 * and find in the book. The newest request wins: a citation from the chat, a printed-page link
 * (`?printed=43`, `#printed=43`), a drug or section from the index, a find hit.
 */
export function BookPane({
  fileUrl,
  target,
  upcoming,
}: {
  fileUrl: string;
  target: ViewerTarget | null;
  /** The newest answer's citations, not yet clicked (the viewer draws the first one ahead). */
  upcoming?: readonly ViewerTarget[];
}) {
  const folios = useBookFolios();
  const [shown, setShown] = useState<ViewerTarget | null>(target);
  const [seenTarget, setSeenTarget] = useState(target);
  const [panel, setPanel] = useState<Panel | null>(null);
  const [used, setUsed] = useState<ReadonlySet<Panel>>(() => new Set());
  const requests = useRef(OWN_REQUESTS);
  const toggles = { index: useRef<HTMLButtonElement>(null), find: useRef<HTMLButtonElement>(null) };
  const focusInput = useRef<Panel | null>(null);

  if (target !== seenTarget) {
    setSeenTarget(target);
    if (target) setShown(target);
  }

  // Read once, before the viewer rewrites the fragment to #page=N.
  const [printedLink] = useState(() =>
    parsePrintedLink(window.location.search, window.location.hash),
  );
  const linkTarget = useMemo((): ViewerTarget | null => {
    if (!printedLink || !folios) return null;
    const page = linkedPage(printedLink, folios);
    return page ? { page, regions: [], request: OWN_REQUESTS, label: `tr. ${printedLink}` } : null;
  }, [printedLink, folios]);
  const [seenLink, setSeenLink] = useState<ViewerTarget | null>(null);
  if (linkTarget !== seenLink) {
    setSeenLink(linkTarget);
    // A citation clicked while the folio map was loading is newer than the link.
    if (linkTarget && !shown) setShown(linkTarget);
  }

  const show = useCallback((request: BookRequest) => {
    requests.current += 1;
    setShown({ ...request, request: requests.current });
  }, []);

  // A #printed=N typed into the address bar later.
  useEffect(() => {
    if (!folios) return;
    const onHashChange = () => {
      const printed = parsePrintedLink('', window.location.hash);
      const page = printed ? linkedPage(printed, folios) : null;
      if (page) show({ page, regions: [], label: `tr. ${printed}` });
    };
    window.addEventListener('hashchange', onHashChange);
    return () => window.removeEventListener('hashchange', onHashChange);
  }, [folios, show]);

  // Opening a panel puts the caret in its box.
  useEffect(() => {
    const which = focusInput.current;
    if (!which || panel !== which) return;
    focusInput.current = null;
    document.getElementById(which === 'index' ? 'drug-index-filter' : 'find-input')?.focus();
  }, [panel]);

  const openPanel = (which: Panel) => {
    focusInput.current = which;
    setUsed((prev) => (prev.has(which) ? prev : new Set(prev).add(which)));
    setPanel(which);
  };
  const closePanel = useCallback(() => {
    setPanel((open) => {
      if (open) toggles[open].current?.focus();
      return null;
    });
    // toggles' refs are stable objects per render; only their .current is read.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const openFromPanel = useCallback(
    (request: BookRequest, keepPanel = false) => {
      show(request);
      // On a phone the panel covers the page: get out of the way unless stepping through hits.
      if (!keepPanel && window.matchMedia(PHONE_QUERY).matches) setPanel(null);
    },
    [show],
  );

  const toggleButton = (which: Panel, label: string, testId: string) => (
    <button
      ref={toggles[which]}
      type="button"
      data-testid={testId}
      className="viewer-button px-2"
      aria-expanded={panel === which}
      aria-controls={`book-panel-${which}`}
      onClick={() => (panel === which ? closePanel() : openPanel(which))}
    >
      {label}
    </button>
  );

  return (
    <div className="relative flex h-full min-h-0">
      {(['index', 'find'] as const).map((which) =>
        used.has(which) ? (
          <div
            key={which}
            id={`book-panel-${which}`}
            hidden={panel !== which}
            className="absolute inset-0 z-30 min-h-0 desk:static desk:z-auto desk:w-80 desk:shrink-0 desk:border-r desk:border-stone-300"
          >
            {which === 'index' ? (
              <DrugIndexPanel onOpen={(r) => openFromPanel(r)} onClose={closePanel} />
            ) : (
              <FindPanel
                onOpen={(r, { keepPanel }) => openFromPanel(r, keepPanel)}
                onClose={closePanel}
              />
            )}
          </div>
        ) : null,
      )}
      <div className="min-w-0 flex-1">
        <PdfViewer
          fileUrl={fileUrl}
          target={shown}
          folios={folios}
          upcoming={upcoming}
          toolbarEnd={
            <>
              <span className="mx-1 h-5 w-px shrink-0 bg-stone-300" aria-hidden="true" />
              {toggleButton('index', 'Mục lục', 'drug-index-toggle')}
              {toggleButton('find', 'Tìm', 'find-toggle')}
            </>
          }
        />
      </div>
    </div>
  );
}
