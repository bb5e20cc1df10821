import { expect, test } from './fixtures/test';
import { SCENARIOS } from './fixtures/scenarios';

test.describe('the cited page before the click (issue 13)', () => {
  test('[VIEWER] an answer draws its first cited page before the click, and the click does not redraw it', async ({
    chat,
    viewer,
  }) => {
    await chat.goto();
    await viewer.waitRendered(1);
    const answer = await chat.ask(SCENARIOS.dose.question);
    const chip = answer.citation(0);
    const pageNumber = Number(await chip.getAttribute('data-physical-page')) + 1;
    // Page 1 and its two neighbours are mounted anyway: a page past them shows the prefetch.
    expect(pageNumber, 'a cited page beyond the opening window').toBeGreaterThan(3);

    await viewer.waitRendered(pageNumber);
    await expect(viewer.slot(pageNumber)).not.toBeInViewport();
    const canvas = viewer.slot(pageNumber).locator('canvas');
    await expect(canvas).toHaveCount(1);
    await canvas.evaluate((el) => el.setAttribute('data-drawn-before-click', ''));

    await chip.click();
    await viewer.expectCurrentPage(pageNumber);
    await expect(viewer.highlights(pageNumber).first()).toBeInViewport();
    // The same canvas: react-pdf replaces it when the zoom changes, which a click did when the
    // citation's label widened the book pane over the chat.
    await expect(viewer.slot(pageNumber).locator('canvas[data-drawn-before-click]')).toHaveCount(1);
  });
});
