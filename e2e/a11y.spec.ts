import { expect, test } from './fixtures/test';
import { seriousAxeViolations } from './fixtures/run-axe';
import { SCENARIOS } from './fixtures/scenarios';
import { viewerPageOf } from './pages/answer-card';

test.describe('accessibility', () => {
  test('[A11Y] the page is in Vietnamese, titled, and axe finds nothing serious before a question', async ({
    chat,
    page,
  }) => {
    await chat.goto();
    await expect(page.locator('html')).toHaveAttribute('lang', 'vi');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Dược thư');
    await expect(page.getByRole('textbox', { name: 'Câu hỏi về thuốc' })).toBeVisible();
    expect(await seriousAxeViolations(page)).toEqual([]);
  });

  test('[A11Y] axe finds nothing serious with an answer, a crop, notices and the highlighted book', async ({
    chat,
    viewer,
    page,
  }) => {
    await chat.goto();
    const answer = await chat.ask(SCENARIOS.renalTable.question);
    const chip = answer.citation(0);
    await chip.click();
    const pageNumber = await viewerPageOf(chip);
    await viewer.waitRendered(pageNumber);
    await chat.ask(SCENARIOS.notInBook.question);
    expect(await seriousAxeViolations(page)).toEqual([]);
  });

  test('[A11Y] the keyboard alone asks, opens a citation and zooms the book', async ({
    chat,
    viewer,
    page,
  }) => {
    await chat.goto();
    await chat.input.focus();
    await page.keyboard.type(SCENARIOS.dose.question);
    await page.keyboard.press('Enter');
    const answer = chat.last();
    await answer.waitDone();

    const chip = answer.citation(0);
    const reached = await tabUntil(page, async () =>
      chip.evaluate((el) => el === document.activeElement),
    );
    expect(reached, 'citation reachable with Tab').toBe(true);
    const card = page.locator(`[id="${await chip.getAttribute('aria-describedby')}"]`);
    await expect(card).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(card).toBeHidden();
    await page.keyboard.press('Enter');
    const pageNumber = await viewerPageOf(chip);
    await viewer.expectCurrentPage(pageNumber);

    const zoomIn = viewer.root.getByRole('button', { name: 'Phóng to' });
    const before = await viewer.scale();
    expect(
      await tabUntil(page, async () => zoomIn.evaluate((el) => el === document.activeElement)),
    ).toBe(true);
    await page.keyboard.press('Enter');
    await expect.poll(() => viewer.scale()).toBeGreaterThan(before);
    await viewer.expectCurrentPage(pageNumber);
  });
});

async function tabUntil(
  page: import('@playwright/test').Page,
  focused: () => Promise<boolean>,
  max = 40,
): Promise<boolean> {
  for (let i = 0; i < max; i++) {
    if (await focused()) return true;
    await page.keyboard.press('Tab');
  }
  return focused();
}
