'use client';

// First: before anything on the page parses with zod.
import './disable-zod-jit';
import dynamic from 'next/dynamic';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ChatPanel } from '@/components/chat/chat-panel';
import {
  formatAttachmentCaption,
  formatCitationSource,
} from '@/components/chat/format-citation-label';
import type { AnswerResponse } from '@/lib/schema/answer';
import type { AnswerAttachment, Citation } from '@/lib/schema/citation';
import { attachmentTarget, citationTarget, type ViewerTarget } from './viewer-target';

// pdf.js touches window, workers and canvas: the viewer is a client island, never rendered on
// the server (react-pdf's Next.js sample).
const BookPane = dynamic(() => import('@/components/viewer/book-pane').then((m) => m.BookPane), {
  ssr: false,
  loading: () => <p className="p-6 text-stone-700">Đang tải trình xem sách…</p>,
});

/** Phone width: the book is a full-height sheet over the chat (the issue's ≤ 768 px). */
const PHONE_QUERY = '(max-width: 768px)';

/**
 * The page: chat on the left, the book on the right. A citation or crop button opens the book
 * at its page with the passage highlighted; on a phone that opens the sheet, and closing it
 * returns focus to the chip that opened it.
 */
export function Workspace() {
  const [target, setTarget] = useState<ViewerTarget | null>(null);
  const [upcoming, setUpcoming] = useState<readonly ViewerTarget[]>([]);
  const [sheetOpen, setSheetOpen] = useState(false);
  const requests = useRef(0);
  const opener = useRef<HTMLElement | null>(null);
  const closeRef = useRef<HTMLButtonElement>(null);

  const show = useCallback((next: (request: number) => ViewerTarget) => {
    requests.current += 1;
    setTarget(next(requests.current));
    if (window.matchMedia(PHONE_QUERY).matches) {
      opener.current =
        document.activeElement instanceof HTMLElement ? document.activeElement : null;
      setSheetOpen(true);
    }
  }, []);

  const onOpenCitation = useCallback(
    (c: Citation) => show((r) => citationTarget(c, formatCitationSource(c), r)),
    [show],
  );
  const onOpenAttachment = useCallback(
    (a: AnswerAttachment) =>
      show((r) => attachmentTarget(a, `${formatAttachmentCaption(a)} · ${a.drug_name}`, r)),
    [show],
  );

  // The newest answer's citations, for the viewer to fetch and draw before one is clicked.
  const onAnswer = useCallback(
    (answer: AnswerResponse) =>
      setUpcoming(answer.citations.map((c) => citationTarget(c, formatCitationSource(c), 0))),
    [],
  );

  // On a phone the book is a sheet: open it without a citation, to browse the drug index or find.
  const openSheet = useCallback(() => {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setSheetOpen(true);
  }, []);

  const closeSheet = useCallback(() => {
    setSheetOpen(false);
    opener.current?.focus();
  }, []);

  useEffect(() => {
    if (!sheetOpen) return;
    closeRef.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') closeSheet();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [sheetOpen, closeSheet]);

  return (
    <div className="flex h-dvh flex-col">
      <header className="flex items-baseline gap-3 border-b border-stone-300 bg-white px-4 py-2">
        <h1 className="text-lg font-semibold text-stone-900">Dược thư — tra cứu có trích dẫn</h1>
        <p className="hidden text-sm text-stone-600 desk:block">
          Trả lời từ Dược thư Quốc gia Việt Nam, mỗi ý kèm trang sách
        </p>
        <button
          type="button"
          onClick={openSheet}
          className="ml-auto min-h-11 shrink-0 rounded-lg border border-stone-400 bg-white px-3 font-medium whitespace-nowrap text-stone-900 hover:bg-stone-100 focus-visible:outline-2 focus-visible:outline-teal-700 desk:hidden"
        >
          Mở sách
        </button>
      </header>
      <div className="flex min-h-0 flex-1">
        <main className="flex min-h-0 w-full flex-col bg-stone-50 desk:w-[min(46%,44rem)] desk:border-r desk:border-stone-300">
          <ChatPanel
            onOpenCitation={onOpenCitation}
            onOpenAttachment={onOpenAttachment}
            onAnswer={onAnswer}
          />
        </main>
        {/* min-w-0: without it the toolbar's one-line citation label set the pane's minimum
            width, so each click widened the book over the chat, changed the fit-width zoom and
            redrew every mounted page — the page drawn before the click included (bench:ui). */}
        <aside
          aria-label="Sách Dược thư"
          data-testid="book-pane"
          data-sheet={sheetOpen ? 'open' : 'closed'}
          className={`min-h-0 min-w-0 flex-col bg-stone-200 desk:static desk:flex desk:flex-1 ${
            sheetOpen ? 'fixed inset-0 z-40 flex' : 'hidden'
          }`}
        >
          <div className="flex items-center justify-between gap-2 border-b border-stone-300 bg-white px-3 py-2 desk:hidden">
            <span className="min-w-0 truncate font-semibold text-stone-900">
              {target?.label ?? 'Sách Dược thư'}
            </span>
            <button
              ref={closeRef}
              type="button"
              onClick={closeSheet}
              className="min-h-11 shrink-0 rounded-lg border border-stone-400 bg-white px-3 font-medium whitespace-nowrap text-stone-900 hover:bg-stone-100 focus-visible:outline-2 focus-visible:outline-teal-700"
            >
              Đóng sách
            </button>
          </div>
          <div className="min-h-0 flex-1">
            <BookPane fileUrl="/api/source" target={target} upcoming={upcoming} />
          </div>
        </aside>
      </div>
    </div>
  );
}
