import { expect, test } from './fixtures/test';
import { seriousAxeViolations } from './fixtures/run-axe';
import { SCENARIOS } from './fixtures/scenarios';
import { viewerPageOf } from './pages/answer-card';

test.describe('phone width', () => {
  test.beforeEach(({}, testInfo) => {
    test.skip(testInfo.project.name !== 'mobile', 'phone layout: runs in the mobile project');
  });

  test('[MOBILE] the chat fills the screen and a citation opens the book as a full-height sheet', async ({
    chat,
    viewer,
    page,
  }) => {
    await chat.goto();
    const size = page.viewportSize()!;
    expect(size.width).toBeLessThanOrEqual(768);
    const bookPane = page.getByRole('complementary', { name: 'Sách Dược thư' });
    await expect(bookPane).toBeHidden();
    const input = (await chat.input.boundingBox())!;
    expect(input.x + input.width).toBeLessThanOrEqual(size.width);

    const answer = await chat.ask(SCENARIOS.dose.question);
    const chip = answer.citation(0);
    const pageNumber = await viewerPageOf(chip);
    await chip.click();
    await expect(bookPane).toBeVisible();
    const sheet = (await bookPane.boundingBox())!;
    expect(sheet.x).toBe(0);
    expect(sheet.y).toBe(0);
    expect(sheet.width).toBeCloseTo(size.width, 0);
    expect(sheet.height).toBeCloseTo(size.height, 0);
    await viewer.expectCurrentPage(pageNumber);
    await viewer.waitRendered(pageNumber);
    await expect(viewer.highlights(pageNumber).first()).toBeInViewport();
    const slot = (await viewer.slot(pageNumber).boundingBox())!;
    expect(slot.width, 'page fits the phone width').toBeLessThanOrEqual(size.width);

    const close = bookPane.getByRole('button', { name: 'Đóng sách' });
    await expect(close).toBeFocused();
    await close.click();
    await expect(bookPane).toBeHidden();
    await expect(chip).toBeFocused();
  });

  test('[MOBILE] axe finds nothing serious on a phone with the book sheet open', async ({
    chat,
    viewer,
    page,
  }) => {
    await chat.goto();
    const answer = await chat.ask(SCENARIOS.renalTable.question);
    const chip = answer.citation(0);
    await chip.click();
    await viewer.waitRendered(await viewerPageOf(chip));
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('complementary', { name: 'Sách Dược thư' })).toBeHidden();
  });
});
