/**
 * npm run bench:api [-- --seconds 20 --connections 10 --no-build]
 *
 * The production server on loopback with the 680-monograph index: POST /api/answer under
 * autocannon (10 concurrent clients, bounded by time), latency percentiles and errors; then
 * /api/source answering one page's Range, with the server's RSS before and after 200 such
 * requests to show the book is streamed, never read whole. Goal (issue 5): p95 ≤ 150 ms, 0 errors.
 * Only 127.0.0.1 is ever contacted.
 */
import { statSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { printBenchFigures } from '@/ingestion/bench/bench-figures';
import { benchIndexOptions, ensureSampleIndex } from '@/ingestion/testing/ensure-sample-index';
import { INDEX_FILES } from '@/lib/index/index-files';
import { readIndexSourceSync } from '@/lib/index/read-index-source';
import { readJsonlSync } from '@/lib/index/read-jsonl';
import { monographSchema } from '@/lib/schema/monograph';
import { processTreeRss, startProductionServer } from './serve-production';

const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '20' },
    connections: { type: 'string', default: '10' },
    port: { type: 'string', default: '3210' },
    'no-build': { type: 'boolean', default: false },
  },
});
const BASE = `http://127.0.0.1:${values.port}`;

const QUESTIONS = [
  'liều dùng cho trẻ em',
  'chống chỉ định',
  'có dùng được cho phụ nữ có thai không',
  'liều cho người suy thận',
  'tác dụng không mong muốn',
  'tương tác thuốc',
];

const describeRss = (tree: { command: string; mb: number }[]) =>
  `${tree[0]?.command ?? '?'} ${tree[0]?.mb.toFixed(0) ?? '?'} MB (all ${tree.length} processes: ${tree.reduce((s, p) => s + p.mb, 0).toFixed(0)} MB)`;

async function main() {
  const { indexDir } = await ensureSampleIndex({ ...benchIndexOptions(), log: console.log });
  const names = readJsonlSync(path.join(indexDir, INDEX_FILES.monographs), monographSchema).map(
    (m) => m.drug_name.toLowerCase(),
  );
  const server = await startProductionServer({
    indexDir,
    port: values.port,
    build: !values['no-build'],
  });
  try {
    const requests = Array.from({ length: 200 }, (_, i) => ({
      method: 'POST' as const,
      path: '/api/answer',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        question: `${QUESTIONS[i % QUESTIONS.length]} của ${names[(i * 13) % names.length]}`,
      }),
    }));
    // Warm the index and the route once before measuring.
    await fetch(`${BASE}/api/answer`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: requests[0]!.body,
    });
    const result = await autocannon({
      url: BASE,
      connections: Number(values.connections),
      duration: Number(values.seconds),
      requests,
    });
    const errors = result.errors + result.timeouts + result.non2xx;
    console.log(
      `/api/answer, ${values.connections} clients, ${values.seconds} s: ${result.requests.total} requests`,
    );
    console.log(
      `  latency p50 ${result.latency.p50} ms, p90 ${result.latency.p90} ms, p97.5 ${result.latency.p97_5} ms, p99 ${result.latency.p99} ms (goal p95 ≤ 150 ms; p95 lies between p90 and p97.5)`,
    );
    console.log(
      `  errors: ${errors} (errors ${result.errors}, timeouts ${result.timeouts}, non-2xx ${result.non2xx})`,
    );

    const source = readIndexSourceSync(indexDir);
    const size = statSync(source.pdf_path).size;
    const onePage = Math.ceil(size / source.pages);
    const before = processTreeRss(server.pid);
    let bytes = 0;
    for (let i = 0; i < 200; i++) {
      const start = Math.floor((i / 200) * (size - onePage));
      const res = await fetch(`${BASE}/api/source`, {
        headers: { range: `bytes=${start}-${start + onePage - 1}` },
      });
      if (res.status !== 206) throw new Error(`/api/source answered ${res.status} to a Range`);
      bytes += (await res.arrayBuffer()).byteLength;
    }
    const after = processTreeRss(server.pid);
    console.log(
      `/api/source: book ${(size / 2 ** 20).toFixed(1)} MB; 200 one-page Ranges of ${(onePage / 1024).toFixed(0)} KB → ${(bytes / 2 ** 20).toFixed(1)} MB sent in total`,
    );
    console.log(`  server RSS before: ${describeRss(before)}`);
    console.log(
      `  server RSS after:  ${describeRss(after)} (the book is streamed, never read whole)`,
    );
    printBenchFigures('bench:api', [
      {
        name: `/api/answer p50, ${values.connections} clients`,
        value: result.latency.p50,
        unit: 'ms',
      },
      {
        name: `/api/answer p97.5, ${values.connections} clients`,
        value: result.latency.p97_5,
        unit: 'ms',
        goal: 'p95 ≤ 150 ms',
      },
      { name: '/api/answer errors', value: errors, unit: '', goal: '0' },
      {
        name: 'server RSS with the 680 index',
        value: before[0]?.mb ?? NaN,
        unit: 'MB',
        goal: '≤ 350 MB',
      },
      {
        name: 'server RSS after 200 /api/source Ranges',
        value: after[0]?.mb ?? NaN,
        unit: 'MB',
        baseline: { name: 'before them', value: before[0]?.mb ?? NaN },
      },
    ]);
    if (errors > 0) process.exitCode = 1;
  } finally {
    server.stop();
  }
}

await main();
