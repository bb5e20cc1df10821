/**
 * The measuring half of bench:search, in its own process so that its RSS is what a server holds:
 * retrieval code and the loaded index, nothing of the ingest. Prints one JSON line.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { parseEnv } from '@/lib/env';
import { monographSchema } from '@/lib/schema/monograph';
import { openRetrievalContext } from '@/lib/retrieval/open-retrieval-context';
import { retrieveChunks } from '@/lib/retrieval/retrieve-chunks';

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

const [indexDir, count] = [process.argv[2]!, Number(process.argv[3] ?? 2000)];
const rssBefore = process.memoryUsage().rss;
const t0 = performance.now();
const ctx = await openRetrievalContext(parseEnv({ INDEX_DIR: indexDir }));
const points = await ctx.store.count();
const loadMs = performance.now() - t0;

const names = (await readFile(path.join(indexDir, 'monographs.jsonl'), 'utf8'))
  .split('\n')
  .filter(Boolean)
  .map((l) => monographSchema.parse(JSON.parse(l)).drug_name.toLowerCase());
const questions = Array.from({ length: count }, (_, i) =>
  TEMPLATES[i % TEMPLATES.length]!(names[(i * 7) % names.length]!),
);
for (const q of questions.slice(0, 50)) await retrieveChunks(q, [], ctx); // warm-up
const times: number[] = [];
let answered = 0;
for (const q of questions) {
  const t = performance.now();
  const r = await retrieveChunks(q, [], ctx);
  times.push(performance.now() - t);
  if (r.outcome === 'ok' && r.chunks.length) answered++;
}
times.sort((a, b) => a - b);
console.log(
  JSON.stringify({
    points,
    monographs: names.length,
    loadMs,
    queries: count,
    answered,
    p50: pct(times, 50),
    p95: pct(times, 95),
    max: times.at(-1),
    rssBeforeMb: rssBefore / 2 ** 20,
    rssMb: process.memoryUsage().rss / 2 ** 20,
  }),
);
