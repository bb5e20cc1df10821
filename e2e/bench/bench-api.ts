/**
 * npm run bench:api [-- --seconds 20 --connections 10 --no-build]
 *
 * The production server (`npm start`) on loopback with the 680-monograph index: POST
 * /api/answer under autocannon (10 concurrent clients, bounded by time), latency percentiles
 * (p95 from every response's own time) and errors; then /api/source answering one page's Range
 * 200 times, to show the book is streamed, never read whole. Goals: p95 ≤ 150 ms, 0 errors
 * (issue 5); next-server RSS ≤ 350 MB (issue 13).
 *
 * RSS is the server process's VmRSS (/proc), read at four moments, because one reading says
 * little: it includes garbage V8 has not collected yet, so it moves with the GC cycle (337 and
 * 409 MB in two runs of the same build before the heap was sized). After 20 warm-up answers (the
 * index opened, the routes compiled); the peak of readings every 250 ms during the load; right
 * after the load; after the Range requests. The goal is held against the peak.
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
import {
  processTreeRss,
  readCpuMs,
  readRssMb,
  serverProcessPid,
  startProductionServer,
} from './serve-production';

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
  // A patient's own values: the answer reads the drug's safety sections too (issue 36 item 4).
  'liều cho bệnh nhân Clcr 25 ml/phút',
  'trẻ 5 tuổi dùng liều bao nhiêu',
];

const WARM_UP_ANSWERS = 20;

/** The q-quantile of `values` (nearest rank). */
function percentile(values: readonly number[], q: number): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] as number;
}

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
    // Warm up: the index opened and every route compiled, one request at a time.
    for (const request of requests.slice(0, WARM_UP_ANSWERS)) {
      const res = await fetch(`${BASE}/api/answer`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: request.body,
      });
      if (!res.ok) throw new Error(`warm-up /api/answer answered ${res.status}`);
      await res.arrayBuffer();
    }
    const serverPid = serverProcessPid(server.pid);
    const rssAfterWarmUp = await readRssMb(serverPid);
    const cpuBefore = await readCpuMs(serverPid);

    const times: number[] = [];
    const rssDuringLoad: number[] = [];
    const sampler = setInterval(() => {
      readRssMb(serverPid).then(
        (mb) => rssDuringLoad.push(mb),
        () => undefined,
      );
    }, 250);
    // The callback form: it returns the instance, whose 'response' events carry each time.
    const result = await new Promise<autocannon.Result>((resolve, reject) => {
      const instance = autocannon(
        {
          url: BASE,
          connections: Number(values.connections),
          duration: Number(values.seconds),
          requests,
        },
        (error, done) => (error ? reject(error) : resolve(done)),
      );
      instance.on('response', (_client, _status, _bytes, responseTime) => {
        times.push(responseTime);
      });
    });
    clearInterval(sampler);
    // The server's CPU over the load, per answer: what a change to the answer path costs, on a
    // figure the machine's other load moves less than latency.
    const cpuPerAnswer = ((await readCpuMs(serverPid)) - cpuBefore) / result.requests.total;
    const rssAfterLoad = await readRssMb(serverPid);
    const rssPeak = Math.max(rssAfterWarmUp, rssAfterLoad, ...rssDuringLoad);
    const p95 = percentile(times, 0.95);
    const errors = result.errors + result.timeouts + result.non2xx;
    console.log(
      `/api/answer, ${values.connections} clients, ${values.seconds} s: ${result.requests.total} requests`,
    );
    console.log(
      `  latency p50 ${result.latency.p50} ms, p90 ${result.latency.p90} ms, p95 ${p95.toFixed(0)} ms (of ${times.length} responses), p97.5 ${result.latency.p97_5} ms, p99 ${result.latency.p99} ms (goal p95 ≤ 150 ms)`,
    );
    console.log(
      `  errors: ${errors} (errors ${result.errors}, timeouts ${result.timeouts}, non-2xx ${result.non2xx})`,
    );
    console.log(`  next-server CPU per answer: ${cpuPerAnswer.toFixed(2)} ms (every thread)`);
    console.log(
      `next-server RSS (process ${serverPid}, VmRSS): after ${WARM_UP_ANSWERS} warm-up answers ${rssAfterWarmUp.toFixed(0)} MB; ` +
        `peak under the load ${rssPeak.toFixed(0)} MB (${rssDuringLoad.length} readings every 250 ms); ` +
        `right after it ${rssAfterLoad.toFixed(0)} MB (goal ≤ 350 MB, held against the peak)`,
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
        name: `/api/answer p95, ${values.connections} clients`,
        value: p95,
        unit: 'ms',
        goal: 'p95 ≤ 150 ms',
      },
      {
        name: `/api/answer p97.5, ${values.connections} clients`,
        value: result.latency.p97_5,
        unit: 'ms',
      },
      { name: '/api/answer errors', value: errors, unit: '', goal: '0' },
      { name: 'next-server CPU per answer', value: cpuPerAnswer, unit: 'ms' },
      {
        name: 'next-server RSS after warm-up',
        value: rssAfterWarmUp,
        unit: 'MB',
      },
      {
        name: 'next-server RSS, peak under the load',
        value: rssPeak,
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
