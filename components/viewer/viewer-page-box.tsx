'use client';

import { useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { formatPrintedFolio, printedFolioOf, type FolioMap } from '@/lib/book/find-printed-page';
import { parsePageInput, type PageInputResult } from '@/lib/book/parse-page-input';

export interface ViewerPageBoxProps {
  /** 1-based PDF page in view. */
  currentPage: number | null;
  numPages: number;
  /** The folio of every PDF page (GET /api/book); null until it arrives. */
  folios: FolioMap | null;
  disabled: boolean;
  onJump: (page: number) => void;
}

/** What the box answers when the input does not name one page. */
type Prompt = Exclude<PageInputResult, { kind: 'go' }>;

function promptText(prompt: Prompt, numPages: number): string {
  switch (prompt.kind) {
    case 'choose':
      return `Số trang ${prompt.printed} có ở ${prompt.pages.length} chỗ trong sách. Chọn trang:`;
    case 'unnumbered':
      return `Sách không in số trang ${prompt.printed}; trang không đánh số ở vị trí đó:`;
    case 'missing':
      return prompt.printed !== null
        ? `Không có trang in số ${prompt.printed} trong sách.`
        : `Sách có ${numPages} trang PDF; không có trang PDF ${prompt.pdfPage}.`;
    case 'invalid':
      return 'Gõ số trang in trên sách (vd. 43, iv) hoặc p + số trang PDF (vd. p11).';
  }
}

/**
 * The page box: the printed folio of the page in view ("tr. 43", roman in the front matter, "—"
 * where none is printed) with the PDF page second, and an input that takes a printed page by
 * default and a PDF page written as such ("p11"). A printed number found twice asks which.
 */
export function ViewerPageBox({
  currentPage,
  numPages,
  folios,
  disabled,
  onJump,
}: ViewerPageBoxProps) {
  const [draft, setDraft] = useState('');
  const [prompt, setPrompt] = useState<Prompt | null>(null);
  /**
   * Where the prompt opens, below the input. Fixed, because the toolbar scrolls sideways on a
   * phone (overflow-x-auto), which would clip anything positioned inside it.
   */
  const [anchor, setAnchor] = useState({ left: 0, top: 0 });
  const inputRef = useRef<HTMLInputElement>(null);
  const folio = currentPage && folios ? printedFolioOf(folios, currentPage) : null;
  // Until the folio map arrives (or if it never does), the box takes PDF pages only.
  const map: FolioMap = folios ?? [];

  const go = (page: number) => {
    setPrompt(null);
    setDraft('');
    onJump(page);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const text = draft.trim();
    if (text === '') return;
    const result = parsePageInput(
      folios ? text : /^\d+$/.test(text) ? `p${text}` : text,
      folios ? map : Array.from({ length: numPages }, () => null),
    );
    if (result.kind === 'go') return go(result.page);
    const box = inputRef.current?.getBoundingClientRect();
    if (box)
      setAnchor({
        left: Math.max(8, Math.min(box.left, window.innerWidth - 296)),
        top: box.bottom + 6,
      });
    setPrompt(result);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'Escape' && (prompt || draft)) {
      event.stopPropagation();
      setPrompt(null);
      setDraft('');
      inputRef.current?.focus();
    }
  };

  return (
    <div className="flex shrink-0 items-center gap-1.5" onKeyDown={onKeyDown}>
      <form onSubmit={onSubmit} className="flex items-center">
        <label htmlFor="viewer-page" className="sr-only">
          Đến trang: số in trên sách, hoặc p và số trang PDF
        </label>
        <input
          ref={inputRef}
          id="viewer-page"
          data-testid="viewer-page-input"
          autoComplete="off"
          enterKeyHint="go"
          placeholder="tr."
          title="Số trang in trên sách (43, iv) hoặc trang PDF (p11)"
          className="w-16 rounded border border-stone-400 px-1.5 py-0.5 text-right tabular-nums placeholder:text-stone-500"
          value={draft}
          onChange={(e) => {
            setDraft(e.currentTarget.value.slice(0, 16));
            setPrompt(null);
          }}
          disabled={disabled}
        />
      </form>
      <span className="whitespace-nowrap tabular-nums text-stone-800">
        <span data-testid="viewer-printed-page" className="font-semibold">
          {currentPage ? formatPrintedFolio(folio) : '…'}
        </span>
        <span className="text-stone-600">
          {' · '}PDF {currentPage ?? '…'}/{numPages || '…'}
        </span>
      </span>
      {prompt ? (
        <div
          role="status"
          style={anchor}
          className="fixed z-50 w-72 max-w-[calc(100vw-1rem)] rounded border border-stone-300 bg-white p-2 text-sm text-stone-900 shadow-lg"
        >
          <p>{promptText(prompt, numPages)}</p>
          {prompt.kind === 'choose' || prompt.kind === 'unnumbered' ? (
            <div className="mt-2 flex flex-wrap gap-1">
              {prompt.pages.map((page) => (
                <button
                  key={page}
                  type="button"
                  className="viewer-button px-2 text-sm"
                  onClick={() => go(page)}
                >
                  PDF {page}
                  {prompt.kind === 'choose' && page > 1
                    ? ` (sau ${formatPrintedFolio(printedFolioOf(map, page - 1))})`
                    : ''}
                </button>
              ))}
            </div>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
