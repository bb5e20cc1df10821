import { expect, type Locator, type Page } from '@playwright/test';

/** The drug index panel (`drug-index`), opened by its toolbar toggle. */
export class DrugIndexPanel {
  readonly toggle: Locator;
  readonly root: Locator;
  readonly filter: Locator;
  readonly items: Locator;

  constructor(readonly page: Page) {
    this.toggle = page.getByTestId('drug-index-toggle');
    this.root = page.getByTestId('drug-index');
    this.filter = page.getByTestId('drug-index-filter');
    this.items = page.getByTestId('drug-index-item');
  }

  async open(): Promise<void> {
    await this.toggle.click();
    await expect(this.filter).toBeFocused();
  }

  item(drugId: string): Locator {
    return this.root.locator(`[data-testid="drug-index-item"][data-drug-id="${drugId}"]`);
  }

  section(key: string): Locator {
    return this.root.locator(`[data-testid="drug-index-section"][data-section-key="${key}"]`);
  }

  /** Filters and waits until only the given drugs are listed. */
  async filterTo(text: string, drugIds: string[]): Promise<void> {
    await this.filter.fill(text);
    await expect
      .poll(() => this.items.evaluateAll((els) => els.map((e) => e.getAttribute('data-drug-id'))))
      .toEqual(drugIds);
  }
}

/** Find in the book (`find-input`, `find-hit`), opened by its toolbar toggle. */
export class FindPanel {
  readonly toggle: Locator;
  readonly input: Locator;
  readonly hits: Locator;

  constructor(readonly page: Page) {
    this.toggle = page.getByTestId('find-toggle');
    this.input = page.getByTestId('find-input');
    this.hits = page.getByTestId('find-hit');
  }

  async open(): Promise<void> {
    await this.toggle.click();
    await expect(this.input).toBeFocused();
  }

  /** [printed page, 0-based physical page] of every hit listed, in order. */
  async hitPages(): Promise<[string | null, number][]> {
    return this.hits.evaluateAll((els) =>
      els.map((e) => [
        e.getAttribute('data-printed-page'),
        Number(e.getAttribute('data-physical-page')),
      ]),
    );
  }
}
