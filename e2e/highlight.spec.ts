import { UI_MESSAGE_STREAM_HEADERS } from 'ai';
import { answerToSse } from './fixtures/mock-api';
import {
  DOSE,
  LOCKED_QUESTION,
  lockedDoseFromFixture,
  lockedDoseFromIndex,
} from './fixtures/locked-dose-answer';
import { SCENARIOS } from './fixtures/scenarios';
import { expect, test } from './fixtures/test';
import { viewerPageOf } from './pages/answer-card';
import { E2E_INDEX_DIR } from './setup/e2e-index-dir';

test.describe('exact highlights and locked doses (issue 9)', () => {
  test('[VIEWER] a citation highlights its quoted sentence strongly and no line outside it', async ({
    chat,
    viewer,
  }) => {
    await chat.goto();
    const answer = await chat.ask(SCENARIOS.dose.question);
    const chip = answer.citation(0);
    const quote = await answer.quoteOf(chip);
    expect(quote.length).toBeGreaterThan(10);

    await chip.click();
    const pageNumber = await viewerPageOf(chip);
    await viewer.expectCurrentPage(pageNumber);
    await viewer.waitRendered(pageNumber);
    await expect(viewer.highlights(pageNumber, 'quote').first()).toBeInViewport();

    // On every page the quote is printed on (two for a quote over a page break): the quoted
    // lines are strongly highlighted, and no other line is.
    const pages = await viewer.quotePages();
    expect(pages).toContain(pageNumber);
    for (const p of pages) {
      await viewer.waitRendered(p);
      // Every highlight says how strongly it is drawn.
      await expect(viewer.highlights(p)).toHaveCount(
        (await viewer.highlights(p, 'quote').count()) +
          (await viewer.highlights(p, 'context').count()),
      );
      const { spans, covered } = await viewer.strongQuoteCoverage(p, quote);
      expect(spans, `text-layer spans holding the quote on page ${p}`).toBeGreaterThan(0);
      expect(covered, `quote spans strongly highlighted on page ${p}`).toBe(spans);
      expect(
        await viewer.strongSpansOffQuote(p, quote),
        `lines outside the quote on page ${p}`,
      ).toEqual([]);
    }
  });

  test('[VIEWER] a citation whose quoted sentence is printed on its chunk’s next page opens on that page', async ({
    chat,
    viewer,
    page,
  }) => {
    await chat.goto();
    const answer = await chat.ask(SCENARIOS.renalTable.question);
    const chip = answer.citation(0);
    // The cited chunk runs over a page break and its quote is on the second page: before, the
    // chip and the viewer took the chunk's first page and the quote was one page down.
    const label = (await chip.textContent()) ?? '';
    const pages = /tr\. (\d+)–(\d+)/.exec(label);
    expect(pages, `a chunk over a page break: ${label}`).not.toBeNull();
    await expect(chip).toHaveAttribute('data-printed-page', pages![2]!);

    await chip.click();
    const pageNumber = await viewerPageOf(chip);
    await viewer.expectCurrentPage(pageNumber);
    await viewer.waitRendered(pageNumber);
    expect((await viewer.quotePages())[0]).toBe(pageNumber);
    await expect(viewer.highlights(pageNumber, 'quote').first()).toBeInViewport();
    await expect(page).toHaveURL(new RegExp(`#page=${pageNumber}$`));
  });

  test('[POLICY] a locked dose is shown as a passage crop of the book beside the table crop, never as text', async ({
    chat,
    viewer,
    page,
    fixtureBook,
  }) => {
    const locked = fixtureBook
      ? lockedDoseFromFixture(fixtureBook.truth)
      : await lockedDoseFromIndex(E2E_INDEX_DIR);
    // Registered last, so it answers before the mock API (routes match newest first).
    await page.route('**/api/chat', async (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({
            status: 200,
            headers: { ...UI_MESSAGE_STREAM_HEADERS },
            body: await answerToSse(locked.answer),
          })
        : route.fallback(),
    );
    await chat.goto();
    const answer = await chat.ask(LOCKED_QUESTION);

    const passage = answer.passageCrops.first();
    await expect(passage).toBeVisible();
    await expect(passage).toHaveAttribute('data-chunk-id', locked.answer.citations[0]!.chunk_id);
    await expect(passage).toHaveAttribute('data-status', 'drawn');
    const inked = await passage.locator('canvas').evaluateAll((canvases) =>
      canvases.map((c) => {
        const canvas = c as HTMLCanvasElement;
        const data = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height).data;
        let dark = 0;
        for (let i = 0; i < data.length; i += 4) if (data[i]! < 128) dark++;
        return dark;
      }),
    );
    expect(inked.length).toBe(locked.answer.citations[0]!.quote_regions!.length);
    for (const dark of inked) expect(dark, 'the crop shows printed lines').toBeGreaterThan(50);
    await expect(answer.crops.first()).toBeVisible();
    await expect(answer.notice('quarantined_content').first()).toBeVisible();

    // The sentence is in the picture only: not in the answer, the chip's card or the labels.
    const shown = ((await answer.root.textContent()) ?? '').replace(/\s+/g, ' ');
    const labels = await answer.root
      .locator('[aria-label]')
      .evaluateAll((els) => els.map((e) => e.getAttribute('aria-label') ?? '').join(' '));
    const head = locked.quote.replace(/\s+/g, ' ').slice(0, 40);
    expect(shown).not.toContain(head);
    expect(labels).not.toContain(head);
    expect(shown.match(DOSE), 'no dose stated as text').toBeNull();
    await expect(answer.root.locator('[role="tooltip"] q')).toHaveCount(0);

    await answer.root.getByRole('button', { name: /^Mở đoạn liều trong sách/ }).click();
    const pageNumber = await viewerPageOf(passage);
    await viewer.waitRendered(pageNumber);
    await expect(viewer.highlights(pageNumber, 'quote').first()).toBeVisible();
  });
});
