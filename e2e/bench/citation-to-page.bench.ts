import path from 'node:path';
import { expect, test } from '../fixtures/test';
import { printBenchFigures } from '@/ingestion/bench/bench-figures';
import { BENCH_INDEX_DIR } from '@/ingestion/testing/bench-paths';
import { INDEX_FILES } from '@/lib/index/index-files';
import { readJsonlSync } from '@/lib/index/read-jsonl';
import { monographSchema } from '@/lib/schema/monograph';
import { viewerPageOf } from '../pages/answer-card';

/**
 * How long a clinician looks at an answer before clicking its citation. Well under a reading
 * time (the answer alone takes seconds to read): the click is measured as a person makes it,
 * not the instant the answer's last byte arrives, which no person can do.
 */
const READ_BEFORE_CLICK_MS = 1_000;

function medianOf(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

/**
 * Runs in the page: from the next click event to the first animation frame in which `pageNumber`
 * is drawn (canvas and text layer) with a highlight inside the window. Playwright's own clock
 * adds its actionability checks and a round trip per poll, which on the shared 2-core machine
 * cost from 100 to 800 ms a click whatever the viewer did; this is what the reader waits.
 */
function watchClickToHighlight(pageNumber: number): Promise<number> {
  return new Promise((resolve) => {
    const onClick = () => {
      const started = performance.now();
      const check = () => {
        const slot = document.querySelector(
          `[data-testid="pdf-viewer"] [data-page-slot="${pageNumber}"]`,
        );
        const box = slot?.querySelector('[data-testid="highlight"]')?.getBoundingClientRect();
        const shown =
          slot?.getAttribute('data-rendered') === 'true' &&
          slot.getAttribute('data-text-layer') === 'ready' &&
          box !== undefined &&
          box.height > 0 &&
          box.bottom > 0 &&
          box.top < window.innerHeight;
        if (shown) resolve(performance.now() - started);
        else requestAnimationFrame(check);
      };
      requestAnimationFrame(check);
    };
    document.addEventListener('click', onClick, { capture: true, once: true });
  });
}

/**
 * bench:ui (issue 6, issue 13 item 1): on the 680-monograph book, from the click on a citation
 * to the cited page drawn with its highlight — median ≤ 400 ms (issue 13) — and the bytes the
 * page pulled, from /api/source by Range and from every other route, against the book's size.
 */
test('citation click → cited page with its highlight, on the 680-monograph book', async ({
  page,
  chat,
  viewer,
  sourceTraffic,
}) => {
  // Every response body the page received, by route: where the bytes go (issue 15's 1.05 →
  // 1.42 MB was unexplained until counted by route).
  const byRoute = new Map<string, { requests: number; bytes: number }>();
  // The book's bytes by when they came: opening the viewer, while an answer is read (the
  // prefetch), or after the click.
  let phase: 'open' | 'before click' | 'after click' = 'open';
  const sourceByPhase = new Map<string, number>();
  const counted: Promise<void>[] = [];
  page.on('requestfinished', (request) => {
    const when = phase;
    counted.push(
      request.sizes().then((sizes) => {
        if (new URL(request.url()).pathname === '/api/source')
          sourceByPhase.set(when, (sourceByPhase.get(when) ?? 0) + sizes.responseBodySize);
        const route = new URL(request.url()).pathname.replace(
          /\/_next\/static\/.*/,
          '/_next/static',
        );
        const seen = byRoute.get(route) ?? { requests: 0, bytes: 0 };
        byRoute.set(route, {
          requests: seen.requests + 1,
          bytes: seen.bytes + sizes.responseBodySize,
        });
      }),
    );
  });
  // Read here, not at load: the web server prepares the index after the specs are collected.
  const monographs = readJsonlSync(
    path.resolve(BENCH_INDEX_DIR, INDEX_FILES.monographs),
    monographSchema,
  );
  await chat.goto();
  // The viewer opens at page 1 before any question: those bytes are the opening's.
  await viewer.waitRendered(1);
  await page.waitForLoadState('networkidle');
  const picks = [0.1, 0.3, 0.5, 0.7, 0.9].map((f) =>
    monographs[Math.floor(f * monographs.length)]!.drug_name.toLowerCase(),
  );
  const times: number[] = [];
  const inPageTimes: number[] = [];
  const steps: string[] = [];
  for (const drug of picks) {
    phase = 'before click';
    const card = await chat.ask(`chống chỉ định của ${drug}`);
    const chip = card.citation(0);
    const target = await viewerPageOf(chip);
    await page.waitForTimeout(READ_BEFORE_CLICK_MS);
    // Not getAttribute: it waits for a slot that, without a prefetch, does not exist yet.
    const drawnBefore = await viewer
      .slot(target)
      .evaluateAll((els) => els.some((el) => el.getAttribute('data-rendered') === 'true'));
    phase = 'after click';
    const inPage = page.evaluate(watchClickToHighlight, target);
    const started = Date.now();
    await chip.click();
    const clicked = Date.now();
    await viewer.waitRendered(target);
    const drawn = Date.now();
    await expect(viewer.highlights(target).first()).toBeVisible();
    times.push(Date.now() - started);
    inPageTimes.push(Math.round(await inPage));
    steps.push(
      `${drawnBefore ? 'drawn before' : 'not drawn before'}: click ${clicked - started}, page ${drawn - clicked}, highlight ${Date.now() - drawn}`,
    );
  }
  const median = medianOf(times);
  const inPageMedian = medianOf(inPageTimes);
  const bytes = await sourceTraffic.rangeBytes();
  const size = sourceTraffic.fileSize;
  await Promise.all(counted);
  console.log(
    `citation → highlighted page on Playwright's clock (ms): ${times.join(', ')}; median ${median} ms`,
  );
  console.log(
    `  in the page, click event → frame with the page drawn and highlighted (ms): ${inPageTimes.join(', ')}; median ${inPageMedian} ms (goal ≤ 400 ms)`,
  );
  console.log(`  ${steps.join('\n  ')}`);
  console.log(
    `/api/source: ${(bytes / 2 ** 20).toFixed(2)} MB fetched by Range for ${picks.length} answers of a ${(size / 2 ** 20).toFixed(1)} MB book (${((100 * bytes) / size).toFixed(1)}%), ${sourceTraffic.aborted} aborted probe(s)`,
  );
  console.log(
    `  /api/source by phase: ${[...sourceByPhase].map(([k, b]) => `${k} ${(b / 1024).toFixed(0)} KB`).join(', ')}`,
  );
  for (const [route, { requests, bytes: b }] of [...byRoute].sort(
    (x, y) => y[1].bytes - x[1].bytes,
  ))
    console.log(`  ${route}: ${requests} request(s), ${(b / 1024).toFixed(1)} KB`);
  // The goal is judged on the page's own clock: what the reader waits, from the click event to
  // the frame with the page drawn and highlighted. Playwright's clock adds its actionability
  // checks and a round trip per poll; it measures the machine, not the viewer. Measured with
  // three other jobs on the 2-core machine: Playwright read 2,177 ms (its click action alone
  // 444–781 ms) while the page measured 53 ms; quiet, 382–408 ms against 16–18 ms.
  printBenchFigures('bench:ui', [
    {
      name: 'citation click → page drawn and highlighted, in the page, median of 5',
      value: inPageMedian,
      unit: 'ms',
      goal: '≤ 400 ms (issue 13)',
    },
    {
      name: "the same on Playwright's clock (its actionability checks and polls included)",
      value: median,
      unit: 'ms',
    },
    {
      name: '/api/source bytes fetched for 5 pages',
      value: bytes / 2 ** 20,
      unit: 'MB',
      baseline: { name: 'whole book', value: size / 2 ** 20 },
    },
  ]);
  expect(inPageMedian).toBeLessThanOrEqual(400);
  expect(bytes).toBeLessThan(0.25 * size);
});
