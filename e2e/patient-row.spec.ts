import type { Locator } from '@playwright/test';
import { API_MODE, expect, test } from './fixtures/test';
import { seriousAxeViolations } from './fixtures/run-axe';
import { viewerPageOf, type AnswerCard } from './pages/answer-card';

/**
 * Issue 38 item 3 on the sample book: a table crop banded by the patient's value outlines the
 * row(s) whose band holds it and shades the others, over the book's picture; the viewer opened
 * from the crop outlines the same row over the page.
 */
test.skip(API_MODE === 'mock', 'the outline needs the real server’s matched rows');

/** The crop of one block, with what is drawn over it. */
function cropOf(answer: AnswerCard, blockId: string) {
  const figure = answer.root.locator('figure').filter({
    has: answer.root.page().locator(`[data-testid="crop"][data-block-id="${blockId}"]`),
  });
  return {
    figure,
    img: figure.getByTestId('crop'),
    outlines: figure.getByTestId('crop-row-highlight'),
    shades: figure.getByTestId('crop-row-shade'),
    note: figure.getByTestId('crop-row-note'),
  };
}

interface Rect {
  top: number;
  bottom: number;
  left: number;
  right: number;
}

/**
 * The crop's picture, its outlined rows and its shaded rows, measured in one evaluation: read one
 * at a time, a scroll of the chat between two reads (the answer still settling) shifted one rect
 * and not the other (a bare clone's run at stop 68: the outline 390 px above the picture).
 */
const layoutOf = (figure: Locator) =>
  figure.evaluate((el) => {
    const rect = (e: Element): Rect => {
      const r = e.getBoundingClientRect();
      return { top: r.top, bottom: r.bottom, left: r.left, right: r.right };
    };
    const all = (id: string) => [...el.querySelectorAll(`[data-testid="${id}"]`)].map(rect);
    return {
      img: rect(el.querySelector('[data-testid="crop"]')!),
      rows: all('crop-row-highlight'),
      shades: all('crop-row-shade'),
    };
  });

const bandsOf = (outlines: Locator) =>
  outlines.evaluateAll((els) => els.map((el) => el.getAttribute('data-row-band')));

const rectOf = (l: Locator) =>
  l.evaluate((el) => {
    const r = el.getBoundingClientRect();
    return { top: r.top, bottom: r.bottom, left: r.left, right: r.right };
  });

test.describe('the patient’s row on the table crop', () => {
  test('Clcr 40: only the "30 - 50" row is outlined, the other rows shaded, on the crop and on the page', async ({
    chat,
    viewer,
  }) => {
    await chat.goto();
    const answer = await chat.ask('Liều cefotaxim cho người bệnh Clcr 40 ml/phút?');
    const crop = cropOf(answer, 'cefotaxim__t2');
    await expect(crop.img).toBeVisible();
    await expect
      .poll(() => crop.img.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
    expect(await bandsOf(crop.outlines)).toEqual(['30 - 50']);
    await expect(crop.shades).toHaveCount(3);
    await expect(crop.note).toHaveCount(0);
    await expect(crop.figure).toContainText('Dòng khoanh viền xanh trên ảnh');

    // Over the picture, the second of the four body rows: one shaded row above it, two below.
    const { img, rows, shades } = await layoutOf(crop.figure);
    const row = rows[0]!;
    expect(row.top).toBeGreaterThanOrEqual(img.top);
    expect(row.bottom).toBeLessThanOrEqual(img.bottom + 0.5);
    expect(row.left).toBeGreaterThanOrEqual(img.left);
    expect(row.right).toBeLessThanOrEqual(img.right + 0.5);
    expect(shades.filter((r) => r.top < row.top)).toHaveLength(1);
    expect(shades.filter((r) => r.top >= row.bottom - 0.5)).toHaveLength(2);

    // The viewer: the same row outlined over the page, around the book's own "30 - 50".
    const pageNumber = await viewerPageOf(crop.img);
    await crop.figure.getByRole('button', { name: /^Mở trang in \d+ trong sách$/ }).click();
    await viewer.expectCurrentPage(pageNumber);
    await viewer.waitRendered(pageNumber);
    const onPage = viewer.slot(pageNumber).getByTestId('page-row-highlight');
    await expect(onPage).toHaveCount(1);
    await expect(onPage).toHaveAttribute('data-row-band', '30 - 50');
    await expect(viewer.slot(pageNumber).getByTestId('page-row-shade')).toHaveCount(3);
    const box = await rectOf(onPage);
    const spans = await viewer.textSpans(pageNumber);
    const inside = spans.filter(({ rect }) => {
      const cx = rect.left + rect.width / 2;
      const cy = rect.top + rect.height / 2;
      return cx > box.left && cx < box.right && cy > box.top && cy < box.bottom;
    });
    expect(inside.map((s) => s.text.trim())).toContain('30 - 50');
    for (const other of ['> 50', '10 - 29'])
      expect(inside.map((s) => s.text.trim())).not.toContain(other);
  });

  test('Clcr 29,5 between "10 - 29" and "30 - 50": both rows outlined, said in one line', async ({
    chat,
  }) => {
    await chat.goto();
    const answer = await chat.ask('Liều ciprofloxacin khi Clcr 29,5 ml/phút?');
    const crop = cropOf(answer, 'ciprofloxacin__t1');
    await expect(crop.img).toBeVisible();
    expect(await bandsOf(crop.outlines)).toEqual(['30 - 50', '10 - 29']);
    await expect(crop.shades).toHaveCount(2);
    await expect(crop.note).toHaveCount(1);
    await expect(crop.note).toContainText('nằm giữa hai dòng của bảng');
  });

  test('a weight: 16 kg outlines "16 - dưới 18" on a table continued over two columns', async ({
    chat,
  }) => {
    await chat.goto();
    const answer = await chat.ask('Liều aciclovir cho trẻ 16 kg?');
    const crop = cropOf(answer, 'aciclovir__t1');
    await expect(crop.img).toBeVisible();
    expect(await bandsOf(crop.outlines)).toEqual(['16 - dưới 18']);
    await expect(crop.shades).not.toHaveCount(0);
  });

  test('no value the table is banded by: the crop, nothing outlined', async ({ chat }) => {
    await chat.goto();
    const answer = await chat.ask('Liều cefotaxim cho người suy thận?');
    await expect(answer.crops.first()).toBeVisible();
    await expect(answer.root.getByTestId('crop-row-highlight')).toHaveCount(0);
    await expect(answer.root.getByTestId('crop-row-shade')).toHaveCount(0);
  });

  test('[MOBILE] at 390 × 844 the outlined rows stay on the picture, and axe finds nothing serious', async ({
    chat,
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await chat.goto();
    const answer = await chat.ask('Liều ciprofloxacin khi Clcr 29,5 ml/phút?');
    const crop = cropOf(answer, 'ciprofloxacin__t1');
    await crop.figure.scrollIntoViewIfNeeded();
    await expect
      .poll(() => crop.img.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
    const { img, rows } = await layoutOf(crop.figure);
    expect(img.right).toBeLessThanOrEqual(390);
    expect(rows).toHaveLength(2);
    for (const r of rows) {
      expect(r.left).toBeGreaterThanOrEqual(img.left);
      expect(r.right).toBeLessThanOrEqual(img.right + 0.5);
      expect(r.top).toBeGreaterThanOrEqual(img.top);
      expect(r.bottom).toBeLessThanOrEqual(img.bottom + 0.5);
    }
    await expect(crop.note).toBeVisible();
    expect(await seriousAxeViolations(page)).toEqual([]);
  });
});
