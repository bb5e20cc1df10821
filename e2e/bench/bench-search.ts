/**
 * npm run bench:search [-- --index DIR --queries N]
 *
 * On the 680-monograph index (built with the sample book's scale mode and the real ingest when
 * missing or stale): index load time in a fresh process, p50/p95 in-process query latency for
 * realistic questions over every drug, and that process's RSS with the index loaded. Goals
 * (issue 4): p95 ≤ 20 ms, load ≤ 2 s, RSS ≤ 400 MB.
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { printBenchFigures } from '@/ingestion/bench/bench-figures';
import { BENCH_INDEX_DIR } from '@/ingestion/testing/bench-paths';
import { benchIndexOptions, ensureSampleIndex } from '@/ingestion/testing/ensure-sample-index';

const { values } = parseArgs({
  options: {
    index: { type: 'string', default: BENCH_INDEX_DIR },
    queries: { type: 'string', default: '2000' },
  },
});

const { indexDir } = await ensureSampleIndex({
  ...benchIndexOptions(values.index),
  log: console.log,
});
const out = execFileSync(
  'npx',
  [
    'tsx',
    '--conditions=react-server',
    path.join(import.meta.dirname, 'measure-search.ts'),
    indexDir,
    values.queries,
  ],
  { encoding: 'utf8' },
);
const r = JSON.parse(out.trim().split('\n').at(-1)!) as Record<string, number>;
console.log(`index: ${indexDir} — ${r.points} chunks, ${r.monographs} monographs`);
console.log(
  `index load (store + lexicon), fresh process: ${r.loadMs!.toFixed(0)} ms (goal ≤ 2000 ms)`,
);
console.log(
  `queries: ${r.queries}, answered ${r.answered}; p50 ${r.p50!.toFixed(2)} ms, p95 ${r.p95!.toFixed(2)} ms, max ${r.max!.toFixed(1)} ms (goal p95 ≤ 20 ms)`,
);
console.log(
  `RSS with the index loaded: ${r.rssMb!.toFixed(0)} MB (runtime alone before the load: ${r.rssBeforeMb!.toFixed(0)} MB; goal ≤ 400 MB)`,
);
printBenchFigures('bench:search', [
  { name: 'search p50', value: r.p50!, unit: 'ms' },
  { name: 'search p95', value: r.p95!, unit: 'ms', goal: '≤ 20 ms; no worse than 5.07 ms' },
  { name: 'index load, fresh process', value: r.loadMs!, unit: 'ms', goal: '≤ 2000 ms' },
  {
    name: 'search process RSS with the index loaded',
    value: r.rssMb!,
    unit: 'MB',
    baseline: { name: 'runtime alone', value: r.rssBeforeMb! },
    goal: '≤ 400 MB',
  },
]);
