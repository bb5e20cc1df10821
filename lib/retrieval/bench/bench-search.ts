/**
 * npm run bench:search [-- --index DIR --queries N]
 *
 * On the 680-monograph index (built with the sample book's scale mode and the real ingest when
 * DIR is missing): index load time in a fresh process, p50/p95 in-process query latency for
 * realistic questions over every drug, and RSS with the index loaded. Goals (issue 4): p95 ≤ 20
 * ms, load ≤ 2 s, RSS ≤ 400 MB.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { parseEnv } from '@/lib/env';
import { monographSchema } from '@/lib/schema/monograph';
import { BENCH_INDEX_DIR, prepareBenchIndex } from '@/ingestion/testing/prepare-bench-index';
import { openRetrievalContext } from '../open-retrieval-context';
import { retrieveChunks } from '../retrieve-chunks';

const { values } = parseArgs({
  options: {
    index: { type: 'string', default: BENCH_INDEX_DIR },
    queries: { type: 'string', default: '2000' },
  },
});

const TEMPLATES = [
  (d: string) => `liều ${d} cho trẻ em`,
  (d: string) => `chống chỉ định của ${d}`,
  (d: string) => `${d} có dùng được cho phụ nữ có thai không`,
  (d: string) => `lieu dung ${d} o nguoi suy than`,
  (d: string) => `tác dụng không mong muốn của ${d}`,
  (d: string) => `${d} tương tác với warfarin không?`,
  (d: string) => `bảo quản ${d} thế nào`,
  (d: string) => `quá liều ${d} xử trí ra sao`,
];

const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

async function main() {
  const indexDir = await prepareBenchIndex(values.index);
  const rssBefore = process.memoryUsage().rss;
  const t0 = performance.now();
  const ctx = await openRetrievalContext(parseEnv({ INDEX_DIR: indexDir }));
  const points = await ctx.store.count();
  const loadMs = performance.now() - t0;

  const names = (await readFile(path.join(indexDir, 'monographs.jsonl'), 'utf8'))
    .split('\n')
    .filter(Boolean)
    .map((l) => monographSchema.parse(JSON.parse(l)).drug_name.toLowerCase());
  const n = Number(values.queries);
  const questions = Array.from({ length: n }, (_, i) =>
    TEMPLATES[i % TEMPLATES.length]!(names[(i * 7) % names.length]!),
  );

  for (const q of questions.slice(0, 50)) await retrieveChunks(q, [], ctx); // warm-up
  const times: number[] = [];
  let found = 0;
  for (const q of questions) {
    const t = performance.now();
    const r = await retrieveChunks(q, [], ctx);
    times.push(performance.now() - t);
    if (r.outcome === 'ok' && r.chunks.length) found++;
  }
  times.sort((a, b) => a - b);
  global.gc?.();
  const rss = process.memoryUsage().rss;

  console.log(`index: ${indexDir} — ${points} chunks, ${names.length} monographs`);
  console.log(`index load (store + lexicon): ${loadMs.toFixed(0)} ms (goal ≤ 2000 ms)`);
  console.log(
    `queries: ${n}, answered ${found}; p50 ${pct(times, 50).toFixed(2)} ms, p95 ${pct(times, 95).toFixed(2)} ms, max ${times.at(-1)!.toFixed(1)} ms (goal p95 ≤ 20 ms)`,
  );
  console.log(
    `RSS with the index loaded: ${(rss / 2 ** 20).toFixed(0)} MB (process before load: ${(rssBefore / 2 ** 20).toFixed(0)} MB; goal ≤ 400 MB)`,
  );
}

await main();
