import { expect, type Locator, type Page } from '@playwright/test';
import type { HistoryTurn } from '@/lib/schema/chat-message';
import type {
  CaseObservation,
  ObservedCitation,
  ObservedCrop,
  ObservedOpening,
} from '@/lib/schema/citation-case-result';

/**
 * The kit's whole view of the app: the UI test ids of ARCHITECTURE.md (`question-input`, `send`,
 * `answer`, `citation`, `notice`, `crop`, `pdf-viewer`, `highlight`) with their data attributes,
 * plus three things the e2e suite already relies on: the answer card's `data-status` (streaming
 * until its citations arrived), the chip's visible label ("[1] Thuốc · Mục · tr. N", read in
 * judge-case.ts) and pdf.js's `.textLayer`. Nothing of the viewer's internals, so it keeps
 * working on any deployment while the viewer and highlights change. Every wait is bounded and
 * ends in an observation, never a thrown error: a case that times out still reports what it saw.
 */

/** Gives the UI's next /api/chat request the case's earlier turns, as /api/answer takes them. */
export async function injectHistory(page: Page, history: readonly HistoryTurn[]): Promise<void> {
  if (history.length === 0) return;
  await page.route('**/api/chat', async (route) => {
    const request = route.request();
    if (request.method() !== 'POST') return route.continue();
    const body = (request.postDataJSON() ?? {}) as { history?: HistoryTurn[] };
    await route.continue({
      postData: JSON.stringify({ ...body, history: [...history, ...(body.history ?? [])] }),
    });
  });
}

/** Resolves true when `condition` holds within `timeoutMs`, false otherwise. */
async function waitUntil(condition: () => Promise<boolean>, timeoutMs: number): Promise<boolean> {
  try {
    await expect.poll(condition, { timeout: timeoutMs, intervals: [100, 250, 500] }).toBe(true);
    return true;
  } catch {
    return false;
  }
}

/** Types the question, sends it and returns the new answer card once it settles (or null). */
export async function askQuestion(
  page: Page,
  question: string,
  timeoutMs: number,
): Promise<{ card: Locator; status: CaseObservation['answer_status'] }> {
  const input = page.getByTestId('question-input');
  await input.waitFor({ state: 'visible', timeout: timeoutMs });
  const answers = page.getByTestId('answer');
  const before = await answers.count();
  await input.fill(question);
  await page.getByTestId('send').click();
  const card = answers.nth(before);
  // `data-status` leaves "streaming" once the structured answer (citations, notices) arrived.
  const settled = await waitUntil(
    async () => /^(done|incomplete)$/.test((await card.getAttribute('data-status')) ?? ''),
    timeoutMs,
  );
  if (!settled) return { card, status: 'missing' };
  return {
    card,
    status: (await card.getAttribute('data-status')) === 'done' ? 'done' : 'incomplete',
  };
}

/** The chips, notices and text of a settled answer card. */
export async function readAnswer(
  card: Locator,
): Promise<Pick<CaseObservation, 'answer_text' | 'notices' | 'citations'>> {
  const answer_text = (await card.innerText()).replace(/\s+/g, ' ').trim();
  const notices = await card
    .getByTestId('notice')
    .evaluateAll((els) => els.map((el) => el.getAttribute('data-code') ?? ''));
  const citations: ObservedCitation[] = await card.getByTestId('citation').evaluateAll((els) =>
    els.map((el) => {
      const physical = el.getAttribute('data-physical-page');
      return {
        chunk_id: el.getAttribute('data-chunk-id') ?? '',
        printed_page: el.getAttribute('data-printed-page') ?? '',
        physical_page: physical === null || physical === '' ? null : Number(physical),
        label: (el.textContent ?? '').replace(/\s+/g, ' ').trim(),
      };
    }),
  );
  return { answer_text, notices, citations };
}

/**
 * Each crop, scrolled into view (they load lazily) and given time to decode (an image) or to be
 * drawn (a passage crop's canvas). A crop that fails is replaced by a written gap in the UI: it
 * then counts as not loaded.
 */
export async function readCrops(card: Locator, timeoutMs: number): Promise<ObservedCrop[]> {
  const crops = card.getByTestId('crop');
  const out: ObservedCrop[] = [];
  const count = await crops.count();
  for (let i = 0; i < count; i++) {
    const crop = crops.nth(i);
    // A locked dose's passage crop (data-kind="passage") is a canvas drawn from the book and
    // names its chunk; table/formula crops are images named by their block.
    const block_id =
      (await crop.getAttribute('data-block-id').catch(() => null)) ??
      (await crop.getAttribute('data-chunk-id').catch(() => null)) ??
      '';
    const printed_page = await crop.getAttribute('data-printed-page').catch(() => null);
    await crop.scrollIntoViewIfNeeded({ timeout: timeoutMs }).catch(() => undefined);
    const loaded = await waitUntil(
      () =>
        crop
          .evaluate(
            (el) =>
              el.getAttribute('data-kind') === 'passage'
                ? el.getAttribute('data-status') === 'drawn'
                : el instanceof HTMLImageElement && el.complete && el.naturalWidth > 0,
            undefined,
            {
              timeout: 1_000,
            },
          )
          .catch(() => false),
      timeoutMs,
    );
    out.push({ block_id, printed_page, loaded });
  }
  return out;
}

/** Highlights on `pageNumber` and the text-layer spans they cover by half their area or more. */
async function measureHighlight(
  page: Page,
  pageNumber: number,
): Promise<{ highlights: number; highlighted_spans: number }> {
  return page.evaluate((pageNo) => {
    const viewer = document.querySelector('[data-testid="pdf-viewer"]');
    if (!viewer) return { highlights: 0, highlighted_spans: 0 };
    const boxes = [...viewer.querySelectorAll(`[data-testid="highlight"][data-page="${pageNo}"]`)]
      .map((el) => el.getBoundingClientRect())
      .filter((r) => r.width > 0 && r.height > 0);
    const spans = [...viewer.querySelectorAll('.textLayer span')]
      .filter((el) => el.children.length === 0 && (el.textContent ?? '').trim() !== '')
      .map((el) => el.getBoundingClientRect())
      .filter((r) => r.width > 0 && r.height > 0);
    const overlap = (a: DOMRect, b: DOMRect) =>
      Math.max(0, Math.min(a.right, b.right) - Math.max(a.left, b.left)) *
      Math.max(0, Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top));
    const covered = spans.filter((s) =>
      boxes.some((h) => overlap(s, h) >= 0.5 * s.width * s.height),
    ).length;
    return { highlights: boxes.length, highlighted_spans: covered };
  }, pageNumber);
}

async function currentPage(page: Page): Promise<number | null> {
  const value = await page
    .getByTestId('pdf-viewer')
    .getAttribute('data-current-page', { timeout: 1_000 })
    .catch(() => null);
  const n = Number(value);
  return value !== null && Number.isInteger(n) && n > 0 ? n : null;
}

/**
 * Clicks a citation chip and reads the viewer once it shows one of `expectedPages` with a
 * highlight over text — or once `timeoutMs` passed, reading whatever it shows then.
 */
export async function openCitation(
  page: Page,
  card: Locator,
  index: number,
  expectedPages: readonly number[],
  timeoutMs: number,
): Promise<ObservedOpening> {
  await card.getByTestId('citation').nth(index).click({ timeout: timeoutMs });
  const deadline = Date.now() + timeoutMs;
  await waitUntil(async () => {
    const shown = await currentPage(page);
    return shown !== null && (expectedPages.length === 0 || expectedPages.includes(shown));
  }, timeoutMs);
  const shown = await currentPage(page);
  let light = { highlights: 0, highlighted_spans: 0 };
  if (shown !== null) {
    await waitUntil(
      async () => {
        light = await measureHighlight(page, shown);
        return light.highlighted_spans > 0;
      },
      Math.max(1_000, deadline - Date.now()),
    );
    light = await measureHighlight(page, shown);
  }
  return { citation_index: index, current_page: shown, ...light };
}
