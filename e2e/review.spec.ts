import { expect, test, API_MODE } from './fixtures/test';
import { SCENARIOS } from './fixtures/scenarios';
import { E2E_REVIEW_TOKEN } from './setup/serve-e2e-app-env';

/**
 * /review (issue 11 item 3): off without the token, and with it the thumbs-down answers with
 * citations that open the book at the cited page.
 */
test.describe('review', () => {
  test.skip(API_MODE === 'mock', 'the review page reads the real feedback database');

  test('[REVIEW] /review is a 404 without the token, or with a wrong one', async ({ page }) => {
    expect((await page.goto('/review'))?.status()).toBe(404);
    expect((await page.goto('/review?token=wrong-token-0123456789'))?.status()).toBe(404);
  });

  test('[REVIEW] a thumbs-down answer is listed, and its citation opens the book at its page', async ({
    chat,
    page,
    context,
  }) => {
    await chat.goto();
    const answer = await chat.ask(SCENARIOS.dose.question);
    const physical = Number(await answer.citation(0).getAttribute('data-physical-page'));
    const stored = page.waitForResponse((r) => r.url().endsWith('/api/feedback'));
    await answer.vote('down');
    expect((await stored).status()).toBe(201);

    await page.goto(`/review?token=${E2E_REVIEW_TOKEN}`);
    const item = page
      .getByTestId('review-item')
      .filter({ hasText: SCENARIOS.dose.question })
      .first();
    await expect(item).toBeVisible();
    const link = item.getByTestId('review-citation').first();
    await expect(link).toHaveAttribute('data-physical-page', String(physical));

    const opened = context.waitForEvent('page');
    await link.click();
    const book = await opened;
    await expect(book.getByTestId('pdf-viewer')).toHaveAttribute(
      'data-current-page',
      String(physical + 1),
    );
  });
});
