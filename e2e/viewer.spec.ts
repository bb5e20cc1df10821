import { overlapArea } from '@/lib/geometry/overlap-area';
import { expect, test } from './fixtures/test';
import { SCENARIOS } from './fixtures/scenarios';
import { viewerPageOf } from './pages/answer-card';

test.describe('book viewer', () => {
  test('[VIEWER] a passage that runs from one column into the next is highlighted in both', async ({
    chat,
    viewer,
  }) => {
    await chat.goto();
    const answer = await chat.ask(SCENARIOS.twoColumns.question);
    const chip = answer.citation(0);
    const pageNumber = await viewerPageOf(chip);
    const quote = await answer.quoteOf(chip);
    await chip.click();
    await viewer.expectCurrentPage(pageNumber);
    await viewer.waitRendered(pageNumber);

    const rects = await viewer.chunkHighlightRects(pageNumber);
    expect(rects).toHaveLength(2);
    const slot = await viewer.slot(pageNumber).boundingBox();
    if (!slot) throw new Error('page slot has no box');
    const middle = slot.x + slot.width / 2;
    const [left, right] = [...rects].sort((a, b) => a.left - b.left);
    expect(left!.left + left!.width, 'first rectangle in the left column').toBeLessThanOrEqual(
      middle,
    );
    expect(right!.left, 'second rectangle in the right column').toBeGreaterThanOrEqual(middle);
    const { spans, covered } = await viewer.quoteCoverage(pageNumber, quote);
    expect(spans).toBeGreaterThan(0);
    expect(covered).toBe(spans);
    // Both column rectangles frame text.
    for (const rect of [left!, right!]) {
      const texts = await viewer.textSpans(pageNumber);
      const inside = texts.filter(
        (t) => overlapArea(t.rect, rect) >= 0.5 * t.rect.width * t.rect.height,
      );
      expect(inside.length, 'text inside each column rectangle').toBeGreaterThan(0);
    }
  });

  test('[VIEWER] a passage that runs over a page break is highlighted on both pages', async ({
    chat,
    viewer,
  }) => {
    await chat.goto();
    const answer = await chat.ask(SCENARIOS.twoPages.question);
    const chip = answer.citation(0);
    const first = await viewerPageOf(chip);
    const quote = await answer.quoteOf(chip);
    await chip.click();
    await viewer.expectCurrentPage(first);
    await expect(viewer.highlights(first).first()).toBeInViewport();
    await viewer.waitRendered(first);
    const start = await viewer.quoteCoverage(first, quote, 'start');
    expect(start.spans, 'quote spans on the first page').toBeGreaterThan(0);
    expect(start.covered).toBe(start.spans);
    // The rest of the chunk, over the page break: highlighted too, and over text, not air.
    const next = first + 1;
    await viewer.waitRendered(next);
    await expect(viewer.highlights(next)).not.toHaveCount(0);
    expect(
      await viewer.highlightedSpans(next),
      'text under the highlight on the next page',
    ).toBeGreaterThan(0);
  });

  test('[VIEWER] zooming keeps the highlight on the cited text and the page in view', async ({
    chat,
    viewer,
  }) => {
    await chat.goto();
    const answer = await chat.ask(SCENARIOS.dose.question);
    const chip = answer.citation(0);
    const pageNumber = await viewerPageOf(chip);
    const quote = await answer.quoteOf(chip);
    await chip.click();
    await viewer.waitRendered(pageNumber);
    const before = await viewer.scale();
    const slotBefore = (await viewer.slot(pageNumber).boundingBox())!;
    const hlBefore = (await viewer.highlightRects(pageNumber))[0]!;

    await viewer.zoomIn();
    await viewer.zoomIn();
    const after = await viewer.scale();
    expect(after).toBeGreaterThan(before);
    await viewer.waitRendered(pageNumber);
    await viewer.expectCurrentPage(pageNumber);
    const slotAfter = (await viewer.slot(pageNumber).boundingBox())!;
    const hlAfter = (await viewer.highlightRects(pageNumber))[0]!;
    const ratio = after / before;
    expect(slotAfter.width / slotBefore.width).toBeCloseTo(ratio, 1);
    // Position inside the page scales with the zoom: the rectangle is PDF geometry, not pixels.
    expect(hlAfter.left - slotAfter.x).toBeCloseTo((hlBefore.left - slotBefore.x) * ratio, 0);
    expect(hlAfter.top - slotAfter.y).toBeCloseTo((hlBefore.top - slotBefore.y) * ratio, 0);
    expect(hlAfter.width).toBeCloseTo(hlBefore.width * ratio, 0);
    const { spans, covered } = await viewer.strongQuoteCoverage(pageNumber, quote);
    expect(spans).toBeGreaterThan(0);
    expect(covered).toBe(spans);

    await viewer.zoomOut();
    expect(await viewer.scale()).toBeLessThan(after);
    await viewer.expectCurrentPage(pageNumber);
  });

  test('[VIEWER] #page=N opens that page, and the page box jumps and rewrites the URL', async ({
    chat,
    viewer,
    page,
  }) => {
    await chat.goto('#page=50');
    await viewer.expectCurrentPage(50);
    await viewer.waitRendered(50);
    await expect(viewer.slot(50)).toBeInViewport();

    await viewer.goToPage(42);
    await viewer.expectCurrentPage(42);
    await viewer.waitRendered(42);
    await expect(page).toHaveURL(/#page=42$/);

    await viewer.root.getByRole('button', { name: 'Trang sau' }).click();
    await viewer.expectCurrentPage(43);
    await expect(page).toHaveURL(/#page=43$/);
  });

  test('[VIEWER] opening page 50 reads byte ranges, far smaller than the book', async ({
    chat,
    viewer,
    sourceTraffic,
  }) => {
    await chat.goto('#page=50');
    await viewer.expectCurrentPage(50);
    await viewer.waitRendered(50);
    const responses = await sourceTraffic.settled();
    const ranged = responses.filter((r) => r.status === 206);
    expect(ranged.length, 'range requests made').toBeGreaterThan(0);
    expect(
      responses.filter((r) => r.status === 200),
      'whole-file responses read',
    ).toHaveLength(0);
    const bytes = await sourceTraffic.rangeBytes();
    expect(sourceTraffic.fileSize).toBeGreaterThan(0);
    test.info().annotations.push({
      type: 'bytes',
      description: `${bytes} of ${sourceTraffic.fileSize} bytes in ${ranged.length} ranges`,
    });
    // Far below the book: a quarter at most once the book is large enough for ranges to
    // matter (the 1,668-page book is ~40 MB; a 57-page sample is a few 64 KB chunks in all).
    const large = sourceTraffic.fileSize > 40 * 64 * 1024;
    expect(
      bytes,
      'bytes read for one page; near the whole file means the served PDF has a flat /Pages tree, ' +
        'whose every kid pdf.js prefetches (see e2e/fixtures/book/draw-fixture-book.ts balancePageTree)',
    ).toBeLessThan(sourceTraffic.fileSize * (large ? 0.25 : 0.9));
  });

  test('[VIEWER] only pages near the view are rendered, and scrolling moves the window', async ({
    chat,
    viewer,
    page,
  }) => {
    await chat.goto('#page=20');
    await viewer.expectCurrentPage(20);
    await viewer.waitRendered(20);
    const total = Number(await viewer.root.getAttribute('data-page-count'));
    expect(total).toBeGreaterThanOrEqual(40);
    const mounted = await viewer.mountedPages();
    expect(mounted).toContain(20);
    expect(mounted.length).toBeLessThanOrEqual(8);

    await viewer.root.getByRole('region', { name: /^Sách/ }).focus();
    for (let i = 0; i < 6; i++) await page.keyboard.press('PageDown');
    await expect(viewer.root).not.toHaveAttribute('data-current-page', '20');
    const current = Number(await viewer.root.getAttribute('data-current-page'));
    expect(current).toBeGreaterThan(20);
    await viewer.waitRendered(current);
    expect(await viewer.mountedPages()).not.toContain(15);
  });
});
