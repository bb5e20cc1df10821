/**
 * npm run bench:memory [-- --index DIR]
 *
 * Run with the heap cap `npm start` gives the server (--max-old-space-size=512; package.json):
 * how far V8 lets the heap grow between full collections depends on it (docs/server-memory.md).
 * What a server holds with every feature warm, part by part (issue 39): in one fresh process
 * (run with --expose-gc so each figure is what survives a full collection), the index's parts
 * through the loaders the routes call, then one request to each route a user can reach, made by
 * calling the route's own handler — POST /api/answer (in process: Next runs it on its own thread,
 * answer-off-thread.ts), GET /api/find, GET /api/drug-index, GET /api/drug-index/match — and
 * then the same requests again (what a warm server adds per request: nothing, if it is warm).
 * Each part is followed by a GC and a `process.memoryUsage()` reading; the delta is its retained
 * cost: JS heap (objects, strings), external (Buffers and typed arrays) and RSS. The peak RSS
 * (getrusage's maxrss) says what the loads cost on the way, garbage included, which a server
 * reading RSS between collections sees.
 *
 * The index is made sure of (ensureSampleIndex, built when missing or stale) in this process,
 * and measured in a child that imports only what the server does: the ingest's own modules
 * (~60 MB of RSS once imported) are not the server's. Next itself is not in here either: its
 * share is a production server's RSS minus this total (docs/server-memory.md).
 */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const { values } = parseArgs({
  options: {
    index: { type: 'string' },
    // Internal: the child that measures, given the resolved index folder.
    measure: { type: 'string' },
  },
});

const MB = 2 ** 20;
/** Issue 39's ceiling for a server with every feature warm, 680-monograph book. */
const GOAL_MB = 350;
const fmt = (n: number) => (n / MB).toFixed(1).padStart(7);

if (values.measure === undefined) {
  const { benchIndexOptions, ensureSampleIndex } = await import(
    '@/ingestion/testing/ensure-sample-index'
  );
  const { BENCH_INDEX_DIR } = await import('@/ingestion/testing/bench-paths');
  const { indexDir } = await ensureSampleIndex({
    ...benchIndexOptions(values.index ?? BENCH_INDEX_DIR),
    log: console.log,
  });
  const child = spawnSync(
    process.execPath,
    [...process.execArgv, fileURLToPath(import.meta.url), '--measure', indexDir],
    { stdio: 'inherit', env: { ...process.env, INDEX_DIR: indexDir, NODE_ENV: 'production' } },
  );
  process.exit(child.status ?? 1);
}

const indexDir = values.measure!;
const gc = (globalThis as { gc?: () => void }).gc;
if (!gc) throw new Error('run with node --expose-gc (npm run bench:memory does)');

const { parseEnv } = await import('@/lib/env');
const { loadBlocks } = await import('@/lib/index/load-blocks');
const { pinIndexDir } = await import('@/lib/index/pin-index-dir');
const { loadDrugLexicon } = await import('@/lib/retrieval/open-retrieval-context');
const { openChunkStore } = await import('@/lib/store/open-chunk-store');
const answerRoute = await import('@/app/api/answer/route');
const findRoute = await import('@/app/api/find/route');
const drugIndexRoute = await import('@/app/api/drug-index/route');
const matchRoute = await import('@/app/api/drug-index/match/route');

interface Reading {
  heap: number;
  external: number;
  rss: number;
  /** The process's peak RSS so far (getrusage's maxrss): the part's garbage included. */
  peak: number;
}

function read(): Reading {
  gc!();
  gc!();
  const m = process.memoryUsage();
  // arrayBuffers are counted inside external; report them together as off-heap bytes.
  return { heap: m.heapUsed, external: m.external, rss: m.rss, peak: peakRss() };
}

const peakRss = () => process.resourceUsage().maxRSS * 1024;

const rows: [string, Reading][] = [];
let last = read();
const start = last;
// Held until the end so each part stays retained, as in a server.
const keep: unknown[] = [];

async function part(name: string, load: () => Promise<unknown>): Promise<void> {
  keep.push(await load());
  const now = read();
  rows.push([
    name,
    {
      heap: now.heap - last.heap,
      external: now.external - last.external,
      rss: now.rss - last.rss,
      peak: now.peak,
    },
  ]);
  last = now;
}

const BASE = 'http://127.0.0.1';

/** A route's response read to its end, as a client would; a failure stops the bench. */
async function call(name: string, response: Promise<Response>): Promise<number> {
  const res = await response;
  const bytes = (await res.arrayBuffer()).byteLength;
  if (!res.ok) throw new Error(`${name}: ${res.status}`);
  return bytes;
}

const answer = (question: string) =>
  call(
    'answer',
    answerRoute.POST(
      new Request(`${BASE}/api/answer`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ question }),
      }),
    ),
  );
const find = (q: string) =>
  call('find', findRoute.GET(new Request(`${BASE}/api/find?q=${encodeURIComponent(q)}`)));
const drugIndex = () => call('drug-index', drugIndexRoute.GET());
const match = (q: string) =>
  call(
    'drug-index match',
    matchRoute.GET(new Request(`${BASE}/api/drug-index/match?q=${encodeURIComponent(q)}`)),
  );

// The generation folder, as every route pins it: the loaders cache by path, so parts loaded
// through the link INDEX_DIR names would be loaded a second time by the first request.
const genDir = await pinIndexDir(indexDir, 'answer');
const env = parseEnv({ INDEX_DIR: genDir });
await part('chunk store (chunks, postings, payload indexes)', () => openChunkStore(genDir, env));
await part('drug lexicon (monographs.jsonl)', () => loadDrugLexicon(genDir));
await part('blocks (blocks.jsonl)', () => loadBlocks(genDir));
await part('one answer (POST /api/answer)', () => answer('Liều amoxicilin cho trẻ em?'));
await part('one find (GET /api/find)', () => find('amoxicilin'));
await part('one drug index (GET /api/drug-index)', () => drugIndex());
await part('one drug filter (GET /api/drug-index/match)', () => match('para'));
await part('the four again, other words (warm)', async () => {
  for (let i = 0; i < 5; i++) await answer(`Chống chỉ định của ibuprofen ${i}?`);
  await find('liều dùng');
  await drugIndex();
  return match('ibu');
});

console.log(`index: ${indexDir}`);
console.log(
  `runtime and route modules before loading: heap ${fmt(start.heap)} MB, external ${fmt(start.external)} MB, RSS ${fmt(start.rss)} MB`,
);
console.log('| part | JS heap MB | external MB | RSS MB | peak RSS so far MB |');
console.log('|---|---:|---:|---:|---:|');
for (const [name, r] of rows) {
  console.log(`| ${name} | ${fmt(r.heap)} | ${fmt(r.external)} | ${fmt(r.rss)} | ${fmt(r.peak)} |`);
}
console.log(
  `| total with every feature warm | ${fmt(last.heap)} | ${fmt(last.external)} | ${fmt(last.rss)} | ${fmt(peakRss())} |`,
);
const worst = Math.max(last.rss, peakRss());
console.log(
  `goal: ≤ ${GOAL_MB} MB RSS with every feature warm, held against the peak: ${worst <= GOAL_MB * MB ? 'met' : 'MISSED'}`,
);
if (keep.length !== rows.length) throw new Error('a part was not kept');
