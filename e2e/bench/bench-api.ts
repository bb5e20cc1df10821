/**
 * npm run bench:api [-- --seconds 20 --connections 10 --no-build]
 *
 * The production server on loopback with the 680-monograph index: POST /api/answer under
 * autocannon (10 concurrent clients, bounded by time), latency percentiles and errors; then
 * /api/source answering one page's Range, with the server's RSS before and after 200 such
 * requests to show the book is streamed, never read whole. Goal (issue 5): p95 ≤ 150 ms, 0 errors.
 * Only 127.0.0.1 is ever contacted.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { statSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { prepareBenchIndex } from '@/ingestion/testing/prepare-bench-index';
import { INDEX_FILES } from '@/lib/index/index-files';
import { readIndexSourceSync } from '@/lib/index/read-index-source';
import { readJsonlSync } from '@/lib/index/read-jsonl';
import { monographSchema } from '@/lib/schema/monograph';

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

/** RSS in MB of every process in the tree under `pid` (npx → npm → next-server …), largest first. */
function treeRss(pid: number): { command: string; mb: number }[] {
  const out: { command: string; mb: number }[] = [];
  const walk = (p: number) => {
    const line = spawnSync('ps', ['-o', 'rss=,comm=', '-p', String(p)], {
      encoding: 'utf8',
    }).stdout.trim();
    const [rss, ...command] = line.split(/\s+/);
    if (rss) out.push({ command: command.join(' '), mb: Number(rss) / 1024 });
    for (const kid of spawnSync('pgrep', ['-P', String(p)], { encoding: 'utf8' })
      .stdout.split('\n')
      .filter(Boolean))
      walk(Number(kid));
  };
  walk(pid);
  return out.sort((a, b) => b.mb - a.mb);
}

const describeRss = (tree: { command: string; mb: number }[]) =>
  `${tree[0]?.command ?? '?'} ${tree[0]?.mb.toFixed(0) ?? '?'} MB (all ${tree.length} processes: ${tree.reduce((s, p) => s + p.mb, 0).toFixed(0)} MB)`;

async function waitForServer(): Promise<void> {
  for (let i = 0; i < 120; i++) {
    try {
      if ((await fetch(`${BASE}/`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('server did not start within 60 s');
}

async function main() {
  const indexDir = await prepareBenchIndex();
  const names = readJsonlSync(path.join(indexDir, INDEX_FILES.monographs), monographSchema).map(
    (m) => m.drug_name.toLowerCase(),
  );
  const env = { ...process.env, INDEX_DIR: indexDir, NODE_ENV: 'production' as const };
  if (!values['no-build']) {
    const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit', env });
    if (build.status !== 0) throw new Error('next build failed');
  }
  const server: ChildProcess = spawn(
    'npx',
    ['next', 'start', '-p', values.port, '-H', '127.0.0.1'],
    { env, stdio: 'ignore', detached: true },
  );
  try {
    await waitForServer();
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
    const before = treeRss(server.pid!);
    let bytes = 0;
    for (let i = 0; i < 200; i++) {
      const start = Math.floor((i / 200) * (size - onePage));
      const res = await fetch(`${BASE}/api/source`, {
        headers: { range: `bytes=${start}-${start + onePage - 1}` },
      });
      if (res.status !== 206) throw new Error(`/api/source answered ${res.status} to a Range`);
      bytes += (await res.arrayBuffer()).byteLength;
    }
    const after = treeRss(server.pid!);
    console.log(
      `/api/source: book ${(size / 2 ** 20).toFixed(1)} MB; 200 one-page Ranges of ${(onePage / 1024).toFixed(0)} KB → ${(bytes / 2 ** 20).toFixed(1)} MB sent in total`,
    );
    console.log(`  server RSS before: ${describeRss(before)}`);
    console.log(
      `  server RSS after:  ${describeRss(after)} (the book is streamed, never read whole)`,
    );
    if (errors > 0) process.exitCode = 1;
  } finally {
    try {
      process.kill(-server.pid!, 'SIGTERM');
    } catch {
      server.kill('SIGTERM');
    }
  }
}

await main();
