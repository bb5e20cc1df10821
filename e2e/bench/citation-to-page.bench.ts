import path from 'node:path';
import { expect, test } from '../fixtures/test';
import { printBenchFigures } from '@/ingestion/bench/bench-figures';
import { BENCH_INDEX_DIR } from '@/ingestion/testing/bench-paths';
import { INDEX_FILES } from '@/lib/index/index-files';
import { readJsonlSync } from '@/lib/index/read-jsonl';
import { monographSchema } from '@/lib/schema/monograph';
import { viewerPageOf } from '../pages/answer-card';

/**
 * bench:ui (issue 6): on the 680-monograph book, from the click on a citation to the cited page
 * drawn with its highlight — median ≤ 1.5 s — and the bytes the viewer pulled from /api/source
 * for it, against the book's size.
 */
test('citation click → cited page with its highlight, on the 680-monograph book', async ({
  chat,
  viewer,
  sourceTraffic,
}) => {
  // Read here, not at load: the web server prepares the index after the specs are collected.
  const monographs = readJsonlSync(
    path.resolve(BENCH_INDEX_DIR, INDEX_FILES.monographs),
    monographSchema,
  );
  await chat.goto();
  const picks = [0.1, 0.3, 0.5, 0.7, 0.9].map((f) =>
    monographs[Math.floor(f * monographs.length)]!.drug_name.toLowerCase(),
  );
  const times: number[] = [];
  for (const drug of picks) {
    const card = await chat.ask(`chống chỉ định của ${drug}`);
    const chip = card.citation(0);
    const target = await viewerPageOf(chip);
    const started = Date.now();
    await chip.click();
    await viewer.waitRendered(target);
    await expect(viewer.highlights(target).first()).toBeVisible();
    times.push(Date.now() - started);
  }
  const sorted = [...times].sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)]!;
  const bytes = await sourceTraffic.rangeBytes();
  const size = sourceTraffic.fileSize;
  console.log(
    `citation → highlighted page (ms): ${times.join(', ')}; median ${median} ms (goal ≤ 1500 ms)`,
  );
  console.log(
    `/api/source: ${(bytes / 2 ** 20).toFixed(2)} MB fetched by Range for ${picks.length} pages of a ${(size / 2 ** 20).toFixed(1)} MB book (${((100 * bytes) / size).toFixed(1)}%), ${sourceTraffic.aborted} aborted probe(s)`,
  );
  printBenchFigures('bench:ui', [
    {
      name: 'citation click → highlighted page, median of 5',
      value: median,
      unit: 'ms',
      goal: '≤ 400 ms (issue 13)',
    },
    {
      name: '/api/source bytes fetched for 5 pages',
      value: bytes / 2 ** 20,
      unit: 'MB',
      baseline: { name: 'whole book', value: size / 2 ** 20 },
    },
  ]);
  expect(median).toBeLessThanOrEqual(1500);
  expect(bytes).toBeLessThan(0.25 * size);
});
