import { expect, type Locator, type Page } from '@playwright/test';
import { overlapArea } from '@/lib/geometry/overlap-area';
import type { ViewportRect } from '@/lib/geometry/page-size';

function normalise(text: string): string {
  return text.normalize('NFC').replace(/\s+/g, ' ').trim();
}

/**
 * The page's spans joined in reading order (one space between spans), and the rectangles of
 * the spans a range of that text falls in — what both quote matchers search.
 */
function joinSpans(spans: readonly { text: string; rect: ViewportRect }[]): {
  joined: string;
  spansAt: (at: number, length: number) => ViewportRect[];
} {
  let joined = '';
  const owner: number[] = [];
  spans.forEach((span, i) => {
    const text = normalise(span.text);
    if (joined !== '' && !joined.endsWith(' ')) {
      joined += ' ';
      owner.push(-1);
    }
    for (const ch of text) {
      joined += ch;
      owner.push(i);
    }
  });
  const spansAt = (at: number, length: number) => {
    const held = new Set(owner.slice(at, at + length).filter((i) => i >= 0));
    return [...held].sort((x, y) => x - y).map((i) => spans[i]!.rect);
  };
  return { joined, spansAt };
}

/** The react-pdf viewer (`data-testid="pdf-viewer"`), read through test ids and roles only. */
export class BookViewer {
  readonly root: Locator;
  readonly pageBox: Locator;
  /** The printed folio of the page in view: "tr. 43", "tr. iv", "—". */
  readonly printedPage: Locator;

  constructor(readonly page: Page) {
    this.root = page.getByTestId('pdf-viewer');
    this.pageBox = this.root.getByTestId('viewer-page-input');
    this.printedPage = this.root.getByTestId('viewer-printed-page');
  }

  /** A page's slot; it exists only while the page is mounted (virtualised). */
  slot(pageNumber: number): Locator {
    return this.root.locator(`[data-page-slot="${pageNumber}"]`);
  }

  /** Highlights, of one page and one strength (`quote` or `context`) when given. */
  highlights(pageNumber?: number, strength?: 'quote' | 'context'): Locator {
    const page = pageNumber === undefined ? '' : `[data-page="${pageNumber}"]`;
    const kind = strength === undefined ? '' : `[data-strength="${strength}"]`;
    return this.root.locator(`[data-testid="highlight"]${page}${kind}`);
  }

  async expectCurrentPage(pageNumber: number): Promise<void> {
    await expect(this.root).toHaveAttribute('data-current-page', String(pageNumber));
  }

  /** Waits until the page's canvas and text layer are drawn. */
  async waitRendered(pageNumber: number): Promise<void> {
    await expect(this.slot(pageNumber)).toHaveAttribute('data-rendered', 'true');
    await expect(this.slot(pageNumber)).toHaveAttribute('data-text-layer', 'ready');
  }

  /** The page's text-layer spans with text, in the text layer's (reading) order. */
  async textSpans(pageNumber: number): Promise<{ text: string; rect: ViewportRect }[]> {
    const spans = await this.slot(pageNumber)
      .locator('.textLayer span')
      .evaluateAll((els) =>
        els.map((el) => {
          const r = el.getBoundingClientRect();
          return {
            text: el.textContent ?? '',
            left: r.left,
            top: r.top,
            width: r.width,
            height: r.height,
          };
        }),
      );
    return spans
      .filter((s) => normalise(s.text) !== '' && s.width > 0 && s.height > 0)
      .map(({ text, left, top, width, height }) => ({ text, rect: { left, top, width, height } }));
  }

  /**
   * The spans that hold the start (or the end) of `quote` on a page: the run of consecutive
   * text-layer spans whose joined text contains the quote's first (last) ~60 characters. A
   * run, not single words: "penicilin" alone occurs all over a page. Only one end of the quote
   * is matched because the answer's quote may carry a context label the page prints elsewhere
   * ("… người lớn (nhiễm khuẩn da và mô mềm).").
   */
  async quoteSpans(
    pageNumber: number,
    quote: string,
    end: 'start' | 'end' = 'start',
  ): Promise<ViewportRect[]> {
    const spans = await this.textSpans(pageNumber);
    const words = normalise(quote).split(' ');
    let probe = '';
    for (const word of end === 'start' ? words : [...words].reverse()) {
      const next = end === 'start' ? `${probe} ${word}`.trim() : `${word} ${probe}`.trim();
      if (next.length > 60 && probe !== '') break;
      probe = next;
    }
    const { joined, spansAt } = joinSpans(spans);
    const at = end === 'start' ? joined.indexOf(probe) : joined.lastIndexOf(probe);
    if (at < 0 || probe === '') return [];
    return spansAt(at, probe.length);
  }

  async highlightRects(
    pageNumber: number,
    strength?: 'quote' | 'context',
  ): Promise<ViewportRect[]> {
    return this.highlights(pageNumber, strength).evaluateAll((els) =>
      els.map((el) => {
        const r = el.getBoundingClientRect();
        return { left: r.left, top: r.top, width: r.width, height: r.height };
      }),
    );
  }

  /**
   * How many of the spans holding the quote's start (or end) on `pageNumber` lie mostly
   * (≥ 50 % of their area) inside a highlight.
   */
  async quoteCoverage(
    pageNumber: number,
    quote: string,
    end: 'start' | 'end' = 'start',
  ): Promise<{ spans: number; covered: number }> {
    const spans = await this.quoteSpans(pageNumber, quote, end);
    const highlights = await this.highlightRects(pageNumber);
    const covered = spans.filter((s) =>
      highlights.some((h) => overlapArea(s, h) >= 0.5 * s.width * s.height),
    ).length;
    return { spans: spans.length, covered };
  }

  /**
   * The text-layer spans that hold the part of `quote` printed on a page: the whole quote, or
   * — for a quote over a page break — its longest leading or trailing run of words (at least
   * three) found in the page's spans joined in reading order. Empty when none is there.
   */
  async spansHoldingQuote(pageNumber: number, quote: string): Promise<ViewportRect[]> {
    const spans = await this.textSpans(pageNumber);
    const { joined, spansAt } = joinSpans(spans);
    const words = normalise(quote)
      .split(' ')
      .filter((w) => w !== '');
    for (let n = words.length; n >= 3; n--) {
      for (const probe of [words.slice(0, n).join(' '), words.slice(-n).join(' ')]) {
        const at = joined.indexOf(probe);
        if (at < 0) continue;
        return spansAt(at, probe.length);
      }
    }
    return [];
  }

  /**
   * The cited chunk's rectangles on a page: the faint `context` ones where a quote is drawn
   * strongly over them, else every highlight (a block, or a citation without quote regions).
   */
  async chunkHighlightRects(pageNumber: number): Promise<ViewportRect[]> {
    const context = await this.highlightRects(pageNumber, 'context');
    return context.length > 0 ? context : this.highlightRects(pageNumber);
  }

  /**
   * How many of the spans holding the quote's part on this page a strong highlight crosses
   * over at least half their height. Not by area: a one-line quote's highlight is narrowed to
   * its characters, and the span of that line may also hold the sentence before it.
   */
  async strongQuoteCoverage(
    pageNumber: number,
    quote: string,
  ): Promise<{ spans: number; covered: number }> {
    const spans = await this.spansHoldingQuote(pageNumber, quote);
    const strong = await this.highlightRects(pageNumber, 'quote');
    const covered = spans.filter((s) =>
      strong.some(
        (h) =>
          Math.min(s.left + s.width, h.left + h.width) > Math.max(s.left, h.left) &&
          Math.min(s.top + s.height, h.top + h.height) - Math.max(s.top, h.top) >= 0.5 * s.height,
      ),
    ).length;
    return { spans: spans.length, covered };
  }

  /** The 1-based pages that carry a strong (`quote`) highlight, ascending. */
  async quotePages(): Promise<number[]> {
    const pages = await this.highlights(undefined, 'quote').evaluateAll((els) =>
      els.map((e) => Number(e.getAttribute('data-page'))),
    );
    return [...new Set(pages)].sort((a, b) => a - b);
  }

  /**
   * Spans mostly (≥ 50 % of their area) inside a strong (`quote`) highlight that lie on no
   * line of the quote — a line is the vertical band of a span holding the quote. Zero when
   * the strong highlight stays on the quoted sentence's lines.
   */
  async strongSpansOffQuote(pageNumber: number, quote: string): Promise<string[]> {
    const quoteSpans = await this.spansHoldingQuote(pageNumber, quote);
    const strong = await this.highlightRects(pageNumber, 'quote');
    const spans = await this.textSpans(pageNumber);
    const onQuoteLine = (r: ViewportRect) => {
      const middle = r.top + r.height / 2;
      return quoteSpans.some((q) => middle > q.top && middle < q.top + q.height);
    };
    return spans
      .filter((s) =>
        strong.some((h) => overlapArea(s.rect, h) >= 0.5 * s.rect.width * s.rect.height),
      )
      .filter((s) => !onQuoteLine(s.rect))
      .map((s) => s.text);
  }

  /** Text-layer spans on a page that lie mostly inside a highlight: it frames text, not air. */
  async highlightedSpans(pageNumber: number): Promise<number> {
    const spans = await this.textSpans(pageNumber);
    const highlights = await this.highlightRects(pageNumber);
    return spans.filter((s) =>
      highlights.some((h) => overlapArea(s.rect, h) >= 0.5 * s.rect.width * s.rect.height),
    ).length;
  }

  async scale(): Promise<number> {
    return Number(await this.root.getAttribute('data-scale'));
  }

  async zoomIn(): Promise<void> {
    await this.root.getByRole('button', { name: 'Phóng to' }).click();
  }

  async zoomOut(): Promise<void> {
    await this.root.getByRole('button', { name: 'Thu nhỏ' }).click();
  }

  /** A PDF page, written as such in the page box ("p42"). */
  async goToPage(pageNumber: number): Promise<void> {
    await this.goTo(`p${pageNumber}`);
  }

  /** Types into the page box as a pharmacist would: a printed page ("43", "iv") by default. */
  async goTo(text: string): Promise<void> {
    await this.pageBox.fill(text);
    await this.pageBox.press('Enter');
  }

  /** Page slots currently in the DOM. */
  async mountedPages(): Promise<number[]> {
    const values = await this.root
      .locator('[data-page-slot]')
      .evaluateAll((els) => els.map((e) => Number(e.getAttribute('data-page-slot'))));
    return values.sort((a, b) => a - b);
  }
}
