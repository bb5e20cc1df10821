import { expect, test } from './fixtures/test';
import { SCENARIOS } from './fixtures/scenarios';

test.describe('citations', () => {
  test('[CITATIONS] clicking a citation opens page physical+1 with a highlight over the quoted text', async ({
    chat,
    viewer,
  }) => {
    await chat.goto();
    const answer = await chat.ask(SCENARIOS.dose.question);
    const chip = answer.citation(0);
    const physical = Number(await chip.getAttribute('data-physical-page'));
    const quote = await answer.quoteOf(chip);
    expect(quote.length).toBeGreaterThan(10);

    await chip.click();
    const pageNumber = physical + 1;
    await viewer.expectCurrentPage(pageNumber);
    await viewer.waitRendered(pageNumber);
    await expect(viewer.highlights(pageNumber).first()).toBeInViewport();
    const { spans, covered } = await viewer.strongQuoteCoverage(pageNumber, quote);
    expect(spans, 'text-layer spans holding the quote').toBeGreaterThan(0);
    expect(covered, 'quote spans inside the highlight').toBe(spans);
    await expect(chat.page).toHaveURL(new RegExp(`#page=${pageNumber}$`));
  });

  test('[CITATIONS] a chip reads "[n] Thuốc · Mục · tr. N" with the printed page, and its card shows the quote on focus', async ({
    chat,
  }) => {
    await chat.goto();
    const answer = await chat.ask(SCENARIOS.dose.question);
    const chip = answer.citation(0);
    const printed = await chip.getAttribute('data-printed-page');
    await expect(chip).toHaveText(
      new RegExp(`^\\[1\\] ${SCENARIOS.dose.drug} · [^·]+ · tr\\. ${printed}(–\\d+)?$`, 'i'),
    );
    await expect(chip).toHaveAttribute('data-chunk-id', /.+/);
    const card = chat.page.locator(`[id="${await chip.getAttribute('aria-describedby')}"]`);
    await expect(card).toBeHidden();
    await chip.focus();
    await expect(card).toBeVisible();
    await expect(card.locator('q')).not.toBeEmpty();
    await expect(card).toContainText(`tr. ${printed}`);
  });

  test('[CITATIONS] a follow-up keeps the drug of the conversation', async ({ chat, page }) => {
    await chat.goto();
    await chat.ask(SCENARIOS.dose.question);
    const sent = page.waitForRequest((r) => r.url().endsWith('/api/chat') && r.method() === 'POST');
    const followUp = await chat.ask(SCENARIOS.followUp.question);
    const body = (await sent).postDataJSON() as {
      question: string;
      history: { role: string; content: string }[];
    };
    expect(body.question).toBe(SCENARIOS.followUp.question);
    expect(body.history.map((t) => t.role)).toEqual(['user', 'assistant']);
    expect(body.history[0]?.content).toBe(SCENARIOS.dose.question);

    await expect(followUp.notice('not_found')).toHaveCount(0);
    await expect(followUp.citations.first()).toBeVisible();
    for (const chip of await followUp.citations.all()) {
      await expect(chip).toContainText(new RegExp(SCENARIOS.followUp.drug, 'i'));
    }
  });

  test('[CITATIONS] copying an answer puts its text, citations and page numbers on the clipboard', async ({
    chat,
    context,
    page,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await chat.goto();
    const answer = await chat.ask(SCENARIOS.renalTable.question);
    const chipText = (await answer.citation(0).textContent()) ?? '';
    await answer.copy();
    await expect(answer.status).toHaveText('Đã sao chép câu trả lời kèm trích dẫn.');
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toContain(chipText.trim());
    expect(copied).toMatch(/trang PDF \d+/);
    expect(copied).toContain('Lưu ý:');
    expect(copied).toMatch(/Bảng — trang in \d+/);
  });

  test('[CITATIONS] thumbs down stores the question, answer, citations and vote', async ({
    chat,
    page,
  }) => {
    await chat.goto();
    const answer = await chat.ask(SCENARIOS.dose.question);
    const posted = page.waitForRequest((r) => r.url().endsWith('/api/feedback'));
    await answer.vote('down');
    const body = (await posted).postDataJSON() as {
      vote: string;
      question: string;
      answer: string;
      citations: { chunk_id: string }[];
    };
    expect(body.vote).toBe('down');
    expect(body.question).toBe(SCENARIOS.dose.question);
    expect(body.answer.length).toBeGreaterThan(0);
    expect(body.citations[0]?.chunk_id).toBe(
      await answer.citation(0).getAttribute('data-chunk-id'),
    );
    await expect(answer.status).toHaveText('Đã ghi nhận phản hồi. Cảm ơn bạn!');
    await expect(
      answer.root.getByRole('button', { name: 'Không hữu ích', exact: true }),
    ).toHaveAttribute('aria-pressed', 'true');
  });
});
