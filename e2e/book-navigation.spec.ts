import type { APIRequestContext } from '@playwright/test';
import { bookInfoSchema } from '@/lib/schema/book';
import { findResultSchema } from '@/lib/schema/find';
import { overlapArea } from '@/lib/geometry/overlap-area';
import { seriousAxeViolations } from './fixtures/run-axe';
import { API_MODE, expect, test } from './fixtures/test';
import { DrugIndexPanel, FindPanel } from './pages/book-panels';
import { viewerPageOf } from './pages/answer-card';

/**
 * The drug the index and find are tried on, by its title, its English INN spelling and a
 * trade name the sample book prints for it (truth.json: AMOXICILIN, "Amoxicillin", Moxilan).
 */
const DRUG = { id: 'amoxicilin', title: 'amoxicilin', inn: 'amoxicillin', trade: 'Moxilan' };

/** The served book's folio map: index = PDF page − 1. */
async function foliosOf(request: APIRequestContext): Promise<(string | null)[]> {
  const res = await request.get('/api/book');
  expect(res.ok()).toBe(true);
  return bookInfoSchema.parse(await res.json()).pages.map((p) => p.printed_page);
}

/** The 1-based PDF page that prints `folio` (exactly one in the sample book). */
function pageOf(folios: (string | null)[], folio: string): number {
  const pages = folios.flatMap((f, i) => (f === folio ? [i + 1] : []));
  expect(pages, `pages printing ${folio}`).toHaveLength(1);
  return pages[0]!;
}

test.describe('the book by printed pages, drug index and find', () => {
  test.skip(API_MODE === 'mock', 'needs the real /api/book, /api/drug-index and /api/find');

  test('[VIEWER] typing a printed page opens its PDF page, across roman folios and the unnumbered page', async ({
    chat,
    viewer,
    request,
  }) => {
    const folios = await foliosOf(request);
    await chat.goto();
    await viewer.expectCurrentPage(1);
    await expect(viewer.printedPage).toHaveText('—');

    const late = pageOf(folios, '43');
    const early = pageOf(folios, '39');
    const roman = folios.findIndex((f) => f !== null && /^[ivxlc]+$/.test(f)) + 1;
    const unnumbered = folios.findIndex((f, i) => f === null && i > roman) + 1;
    // The trap: between the roman front matter and tr. 39 there is a page with no folio.
    expect(roman).toBeGreaterThan(0);
    expect(unnumbered).toBeGreaterThan(roman);
    expect(unnumbered).toBeLessThan(early);

    await viewer.goTo('43');
    await viewer.expectCurrentPage(late);
    await expect(viewer.printedPage).toHaveText('tr. 43');
    await expect(viewer.root).toContainText(`PDF ${late}/${folios.length}`);
    await viewer.waitRendered(late);
    await expect(viewer.slot(late)).toBeInViewport();

    await viewer.goTo('39');
    await viewer.expectCurrentPage(early);
    await expect(viewer.printedPage).toHaveText('tr. 39');

    await viewer.goTo(folios[roman - 1]!.toUpperCase());
    await viewer.expectCurrentPage(roman);
    await expect(viewer.printedPage).toHaveText(`tr. ${folios[roman - 1]}`);

    // A PDF page written as such; the page without a folio shows a dash.
    await viewer.goTo(`p${unnumbered}`);
    await viewer.expectCurrentPage(unnumbered);
    await expect(viewer.printedPage).toHaveText('—');

    // A folio the book does not print: said so, and the page stays.
    await viewer.goTo('9999');
    await expect(viewer.root.getByText('Không có trang in số 9999')).toBeVisible();
    await viewer.expectCurrentPage(unnumbered);
  });

  test('[VIEWER] a printed-page link opens that page; #page=N is still the PDF page', async ({
    viewer,
    page,
    request,
  }) => {
    const folios = await foliosOf(request);
    await page.goto('/?printed=43');
    await viewer.expectCurrentPage(pageOf(folios, '43'));
    await expect(viewer.printedPage).toHaveText('tr. 43');
    await viewer.waitRendered(pageOf(folios, '43'));

    await page.goto('/#printed=40');
    await viewer.expectCurrentPage(pageOf(folios, '40'));
    await expect(viewer.printedPage).toHaveText('tr. 40');

    await page.goto('/#page=43');
    await viewer.expectCurrentPage(43);
    await expect(viewer.printedPage).toHaveText(`tr. ${folios[42]}`);
  });

  test('[VIEWER] the drug index finds a drug by title, English INN and trade name, and opens its sections', async ({
    chat,
    viewer,
    page,
    request,
  }) => {
    // axe over a rendered page took ~50 s on the shared 2-core machine (load average ~20).
    test.slow();
    const folios = await foliosOf(request);
    await chat.goto();
    const index = new DrugIndexPanel(page);
    await index.open();
    await expect(index.items.first()).toBeVisible();
    const all = await index.items.count();
    expect(all).toBeGreaterThan(10);

    for (const text of [DRUG.title, DRUG.inn, DRUG.trade, DRUG.inn.toUpperCase()]) {
      await index.filterTo(text, [DRUG.id]);
    }
    await index.filter.fill('');
    await expect(index.items).toHaveCount(all);
    await index.filterTo(DRUG.trade.toLowerCase(), [DRUG.id]);

    const item = index.item(DRUG.id);
    const printed = await item.getAttribute('data-printed-page');
    await item.click();
    const titlePage = pageOf(folios, printed!);
    await viewer.expectCurrentPage(titlePage);
    await expect(viewer.printedPage).toHaveText(`tr. ${printed}`);
    await viewer.waitRendered(titlePage);
    await expect(viewer.highlights(titlePage).first()).toBeInViewport();

    // Its sections, each at its printed page, opened with the heading's lines highlighted.
    const dose = index.section('lieu_luong_va_cach_dung');
    await expect(dose).toBeVisible();
    const dosePage = await viewerPageOf(dose);
    await expect(dose).toHaveAttribute('data-printed-page', folios[dosePage - 1]!);
    await dose.click();
    await viewer.expectCurrentPage(dosePage);
    await viewer.waitRendered(dosePage);
    await expect(viewer.highlights(dosePage).first()).toBeInViewport();
    const heading = (await viewer.textSpans(dosePage)).filter((s) =>
      s.text.includes('Liều lượng và cách dùng'),
    );
    expect(heading.length, 'the heading is on the opened page').toBeGreaterThan(0);
    expect(await viewer.highlightedSpans(dosePage)).toBeGreaterThan(0);
    expect(await seriousAxeViolations(page), 'axe with the drug index open').toEqual([]);

    // Keyboard: Escape closes the panel and gives focus back to its toggle.
    await index.filter.focus();
    await page.keyboard.press('Escape');
    await expect(index.root).toBeHidden();
    await expect(index.toggle).toBeFocused();
  });

  test('[VIEWER] find lists every occurrence of a drug name by printed page and highlights one', async ({
    chat,
    viewer,
    page,
    request,
  }) => {
    // axe over a rendered page took ~50 s on the shared 2-core machine (load average ~20).
    test.slow();
    const folios = await foliosOf(request);
    const res = await request.get(`/api/find?q=${DRUG.title}`);
    const expected = findResultSchema.parse(await res.json());
    expect(expected.truncated).toBe(false);
    await chat.goto();
    const find = new FindPanel(page);
    await find.open();
    await find.input.fill(DRUG.title);
    await expect(find.hits).toHaveCount(expected.total);
    const listed = await find.hitPages();
    expect(listed).toEqual(expected.hits.map((h) => [h.printed_page, h.physical_page]));
    // Right printed pages: each hit's folio is the one its page prints, and the front matter's
    // table of contents (a roman folio) is found as well as the monograph's pages.
    for (const [printed, physical] of listed) expect(printed).toBe(folios[physical]);
    expect(listed.some(([printed]) => printed !== null && /^[ivxlc]+$/.test(printed))).toBe(true);

    // Enter steps to the first hit, again to the second, Shift+Enter back.
    await find.input.press('Enter');
    await expect(find.hits.nth(0)).toHaveAttribute('aria-current', 'true');
    await find.input.press('Enter');
    await expect(find.hits.nth(1)).toHaveAttribute('aria-current', 'true');
    await find.input.press('Shift+Enter');
    await expect(find.hits.nth(0)).toHaveAttribute('aria-current', 'true');

    // A hit in running text: its page opens with the line holding the word highlighted.
    const hit = find.hits.nth(Math.min(4, expected.total - 1));
    const target = await viewerPageOf(hit);
    await hit.click();
    await viewer.expectCurrentPage(target);
    await expect(viewer.printedPage).toHaveText(`tr. ${folios[target - 1]}`);
    await viewer.waitRendered(target);
    await expect(viewer.highlights(target).first()).toBeInViewport();
    const boxes = await viewer.highlightRects(target);
    const framed = (await viewer.textSpans(target)).filter((s) =>
      boxes.some((b) => overlapArea(s.rect, b) >= 0.5 * s.rect.width * s.rect.height),
    );
    expect(
      framed.some((s) => s.text.toLowerCase().includes(DRUG.title)),
      'the highlighted line holds the word',
    ).toBe(true);
    expect(await seriousAxeViolations(page), 'axe with find open').toEqual([]);
  });

  test('[MOBILE] on a phone the book opens without a citation and the drug index covers the page until a drug is chosen', async ({
    viewer,
    chat,
    page,
  }, testInfo) => {
    test.skip(testInfo.project.name !== 'mobile', 'phone layout: runs in the mobile project');
    await chat.goto();
    const bookPane = page.getByRole('complementary', { name: 'Sách Dược thư' });
    await expect(bookPane).toBeHidden();
    await page.getByRole('button', { name: 'Mở sách' }).click();
    await expect(bookPane).toBeVisible();
    const index = new DrugIndexPanel(page);
    await index.open();
    const panel = (await index.root.boundingBox())!;
    expect(panel.width).toBeCloseTo(page.viewportSize()!.width, 0);
    await index.filterTo(DRUG.trade, [DRUG.id]);
    const printed = await index.item(DRUG.id).getAttribute('data-printed-page');
    await index.item(DRUG.id).click();
    await expect(index.root).toBeHidden();
    await expect(viewer.printedPage).toHaveText(`tr. ${printed}`);
  });
});
