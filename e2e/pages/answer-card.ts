import { expect, type Locator } from '@playwright/test';
import type { NoticeCode } from '@/lib/schema/answer';

/**
 * The 1-based page the viewer opens for a chip or crop: its `data-physical-page` (0-based, as
 * stored) + 1. The one place the e2e suite applies the two-page addressing rule.
 */
export async function viewerPageOf(element: Locator): Promise<number> {
  return Number(await element.getAttribute('data-physical-page')) + 1;
}

/** One assistant answer (`data-testid="answer"`). */
export class AnswerCard {
  constructor(readonly root: Locator) {}

  /** Each citation once: the full chips ("[1] Thuốc · Mục · tr. N"). */
  get citations(): Locator {
    return this.root.getByTestId('citation');
  }

  citation(index = 0): Locator {
    return this.citations.nth(index);
  }

  get notices(): Locator {
    return this.root.getByTestId('notice');
  }

  notice(code: NoticeCode): Locator {
    return this.root.locator(`[data-testid="notice"][data-code="${code}"]`);
  }

  /** Crops of lifted tables and formulas. */
  get crops(): Locator {
    return this.root.locator('[data-testid="crop"]:not([data-kind="passage"])');
  }

  /** Crops of prose lines: a locked dose shown as the book prints it (issue 9). */
  get passageCrops(): Locator {
    return this.root.locator('[data-testid="crop"][data-kind="passage"]');
  }

  /** The answer's paragraphs (text and chips), without notices, crops or actions. */
  get paragraphs(): Locator {
    return this.root.locator('p.leading-relaxed');
  }

  async waitDone(): Promise<void> {
    await expect(this.root).toHaveAttribute('data-status', 'done');
  }

  /** The answer text as the clinician reads it, chips' own labels removed. */
  async answerText(): Promise<string> {
    return (await this.lines()).map((l) => l.text).join('\n');
  }

  /** Each answer line's words (chips removed) and the citation markers it carries. */
  async lines(): Promise<{ text: string; markers: number[] }[]> {
    return this.paragraphs.evaluateAll((ps) =>
      ps.map((p) => {
        const markers = [...p.querySelectorAll('button[data-marker]')].map((b) =>
          Number(b.getAttribute('data-marker')),
        );
        const copy = p.cloneNode(true) as HTMLElement;
        copy.querySelectorAll('[role="tooltip"], button').forEach((el) => el.remove());
        return { text: (copy.textContent ?? '').replace(/\s+/g, ' ').trim(), markers };
      }),
    );
  }

  /** The quote in a citation's hover/focus card. */
  async quoteOf(citation: Locator): Promise<string> {
    const cardId = await citation.getAttribute('aria-describedby');
    if (!cardId)
      throw new Error('e2e/pages/answer-card: citation chip has no aria-describedby card');
    return ((await this.root.locator(`[id="${cardId}"] q`).textContent()) ?? '').replace(/…$/, '');
  }

  async openCrop(index = 0): Promise<void> {
    await this.root
      .getByRole('button', { name: /^Mở trang in \d+ trong sách$/ })
      .nth(index)
      .click();
  }

  async copy(): Promise<void> {
    await this.root.getByRole('button', { name: 'Sao chép' }).click();
  }

  async vote(direction: 'up' | 'down'): Promise<void> {
    const name = direction === 'up' ? 'Hữu ích' : 'Không hữu ích';
    await this.root.getByRole('button', { name, exact: true }).click();
  }

  get status(): Locator {
    return this.root.getByRole('status');
  }
}
