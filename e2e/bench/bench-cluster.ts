/**
 * npm run bench:cluster [-- --seconds 60 --connections 32 --port 3244 --no-build]
 *
 * Two production servers (the command `npm start` runs) on one INDEX_DIR and one Postgres
 * (DATABASE_URL, else a throw-away cluster from scripts/start-test-postgres.sh), behind
 * Debian's haproxy started with a generated config (cluster/write-haproxy-config.ts; where
 * haproxy cannot run, or with --balancer node, cluster/start-node-balancer.ts), under the
 * soak's mix (answer, chat, source Ranges; bench-soak.ts) plus clinicians voting (feedback)
 * for --seconds. Mid-run, a re-ingest swaps INDEX_DIR (started at 5% of the run: it takes
 * 15–50 s here) and one instance is sent SIGTERM (at 40%) and started again. Prints responses
 * by status, p50/p95/p99, and feedback rows acknowledged (201) vs written (rows in Postgres),
 * and reads /review once after the run. Goal (issue 39): 0 acknowledged votes lost, no 5xx
 * except 503 with Retry-After, no transport errors. Exit 1 otherwise, and when the re-ingest
 * fails, the swap falls outside the run, or /review misses a vote. Only 127.0.0.1 is contacted.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { openSync, realpathSync, statSync } from 'node:fs';
import { mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { printBenchFigures } from '@/ingestion/bench/bench-figures';
import { ensureSampleIndex } from '@/ingestion/testing/ensure-sample-index';
import { INDEX_FILES } from '@/lib/index/index-files';
import { readIndexSourceSync } from '@/lib/index/read-index-source';
import { readJsonl } from '@/lib/index/read-jsonl';
import { chunkSchema } from '@/lib/schema/chunk';
import { startBenchPostgres } from './cluster/start-bench-postgres';
import { startInstance, waitForInstance, type Instance } from './cluster/start-instance';
import { startNodeBalancer } from './cluster/start-node-balancer';
import { writeHaproxyConfig } from './cluster/write-haproxy-config';
import { percentileOfSorted, runIngestChild } from './run-ingest-child';
import { feedbackCitationOf } from '@/lib/feedback/feedback-citation-of';

const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '60' },
    connections: { type: 'string', default: '32' },
    port: { type: 'string', default: '3244' },
    'instance-ports': { type: 'string', default: '3245,3246' },
    'pg-port': { type: 'string', default: '3247' },
    voters: { type: 'string', default: '10' },
    'vote-every-ms': { type: 'string', default: '5000' },
    'warmup-seconds': { type: 'string', default: '15' },
    'no-build': { type: 'boolean', default: false },
    /** haproxy (Debian's), or node (cluster/start-node-balancer.ts) where haproxy cannot run. */
    balancer: { type: 'string', default: 'haproxy' },
  },
});
const SECONDS = Number(values.seconds);
const LB_PORT = Number(values.port);
const INSTANCE_PORTS = values['instance-ports'].split(',').map(Number);
const LB = `http://127.0.0.1:${LB_PORT}`;
const CLUSTER_INDEX_DIR = '.cache/cluster-index';
/** A request that takes longer than this is counted as a timeout. */
const REQUEST_TIMEOUT_MS = 30_000;
const RUN_ID = `cluster-${Date.now().toString(36)}`;
/** /review is read once after the run, through the balancer, to see the votes from Postgres. */
const REVIEW_TOKEN = `bench-cluster-review-${RUN_ID}`;

const QUESTIONS = [
  'liều amoxicilin cho trẻ em',
  'chống chỉ định của metformin',
  'chỉnh liều ciprofloxacin khi suy thận',
  'tác dụng không mong muốn của aciclovir',
  'gentamicin có dùng cho phụ nữ có thai không',
];

interface Outcome {
  kind: 'answer' | 'chat' | 'source' | 'feedback';
  status: number | 'error' | 'timeout';
  ms: number;
  retryAfter: boolean;
  /** Whether the app answered (its errors are JSON), not the balancer (HTML). */
  fromApp: boolean;
  /** When the response ended (Date.now()). */
  at: number;
  error?: string;
}

async function timed(
  kind: Outcome['kind'],
  url: string,
  init: RequestInit,
): Promise<Outcome & { body?: string }> {
  const t0 = performance.now();
  try {
    const response = await fetch(url, { ...init, signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
    // The whole body: a stream cut off by a dying instance is an error, not a success.
    const body = kind === 'feedback' ? await response.text() : undefined;
    if (body === undefined) await response.arrayBuffer();
    return {
      kind,
      status: response.status,
      ms: performance.now() - t0,
      retryAfter: response.headers.has('retry-after'),
      at: Date.now(),
      fromApp:
        response.status < 500 ||
        (response.headers.get('content-type') ?? '').includes('application/json'),
      ...(body === undefined ? {} : { body }),
    };
  } catch (error) {
    const name = (error as Error).name;
    return {
      kind,
      status: name === 'TimeoutError' ? 'timeout' : 'error',
      ms: performance.now() - t0,
      retryAfter: false,
      fromApp: false,
      at: Date.now(),
      error: `${(error as Error).message}${(error as { cause?: Error }).cause ? `: ${(error as { cause: Error }).cause.message}` : ''}`,
    };
  }
}

async function main(): Promise<number> {
  // Debian's haproxy, installed with apt-get when missing and we are root (as ensure-chromium.ts
  // does for Chromium); where it still cannot run, the Node balancer, said in one line.
  let balancer = values.balancer === 'node' ? 'node' : 'haproxy';
  if (balancer === 'haproxy' && spawnSync('haproxy', ['-v']).status !== 0) {
    if (process.getuid?.() === 0) {
      console.log('haproxy not found; installing Debian haproxy with apt-get …');
      const aptEnv = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
      spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env: aptEnv });
      spawnSync('apt-get', ['install', '-y', '-qq', 'haproxy'], { stdio: 'inherit', env: aptEnv });
    }
    if (spawnSync('haproxy', ['-v']).status !== 0) {
      console.log(
        'bench:cluster: haproxy cannot run here (sudo apt-get install -y haproxy); using the Node balancer (cluster/start-node-balancer.ts)',
      );
      balancer = 'node';
    }
  }
  const work = await mkdtemp(path.join(os.tmpdir(), 'duoc-thu-cluster-'));
  const cleanups: (() => unknown)[] = [];
  try {
    const { indexDir, pdfPath } = await ensureSampleIndex({
      indexDir: CLUSTER_INDEX_DIR,
      log: console.log,
    });
    const db = await startBenchPostgres(Number(values['pg-port']));
    cleanups.push(() => db.stop());
    console.log(`Postgres: ${db.origin}, schema ${db.schema}`);
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      NODE_ENV: 'production',
      INDEX_DIR: indexDir,
      DATABASE_URL: db.url,
      REVIEW_TOKEN,
      // The soak is one client behind the balancer asking far faster than a clinician: the rate
      // limits (lib/http/rate-limit-rules.ts, tested in e2e/ops.spec.ts) would answer it 429.
      RATE_LIMITS: 'off',
    };
    if (!values['no-build']) {
      const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit', env });
      if (build.status !== 0) throw new Error('next build failed');
    }

    const instances: Instance[] = [];
    const start = (port: number) => {
      const instance = startInstance({ port, env, log: path.join(work, `app-${port}.log`) });
      cleanups.push(() => instance.kill());
      return instance;
    };
    for (const port of INSTANCE_PORTS) instances.push(start(port));
    const probes = await Promise.all(
      INSTANCE_PORTS.map((p) => waitForInstance(`http://127.0.0.1:${p}`)),
    );
    const checkPath = probes[0]!;
    console.log(
      `instances up on ${INSTANCE_PORTS.join(', ')}; readiness by ${checkPath}` +
        (checkPath === '/' ? ' (this build has no /api/ready)' : ''),
    );

    if (balancer === 'haproxy') {
      const cfg = path.join(work, 'haproxy.cfg');
      await writeFile(
        cfg,
        writeHaproxyConfig({ port: LB_PORT, backends: INSTANCE_PORTS, checkPath }),
      );
      const haproxyLog = openSync(path.join(work, 'haproxy.log'), 'a');
      const haproxy: ChildProcess = spawn('haproxy', ['-f', cfg, '-db'], {
        stdio: ['ignore', haproxyLog, haproxyLog],
      });
      cleanups.push(() => haproxy.kill('SIGTERM'));
      balancer = `haproxy ${spawnSync('haproxy', ['-v'], { encoding: 'utf8' }).stdout.split(' ')[2]}`;
    } else {
      const node = await startNodeBalancer({ port: LB_PORT, backends: INSTANCE_PORTS, checkPath });
      cleanups.push(() => node.close());
      balancer = 'the Node balancer';
    }
    await waitForInstance(LB);
    console.log(`${balancer} on ${LB}; logs in ${work}`);

    // The requests: the soak's mix, and votes citing a chunk of the served index.
    const size = statSync(pdfPath).size;
    const { pages } = readIndexSourceSync(indexDir);
    const onePage = Math.ceil(size / pages);
    const [chunk] = await readJsonl(path.join(indexDir, INDEX_FILES.chunks), chunkSchema);
    if (!chunk) throw new Error('the cluster index has no chunks');
    const json = { 'content-type': 'application/json' };
    let n = 0;
    const nextLoad = (): Promise<Outcome> => {
      const i = n++;
      const question = QUESTIONS[i % QUESTIONS.length]!;
      if (i % 3 === 0) {
        return timed('answer', `${LB}/api/answer`, {
          method: 'POST',
          headers: json,
          body: JSON.stringify({ question }),
        });
      }
      if (i % 3 === 1) {
        return timed('chat', `${LB}/api/chat`, {
          method: 'POST',
          headers: json,
          body: JSON.stringify({ question, history: [] }),
        });
      }
      const from = Math.floor((((i * 7) % 30) / 30) * (size - onePage));
      return timed('source', `${LB}/api/source`, {
        headers: { range: `bytes=${from}-${from + onePage - 1}` },
      });
    };
    let voteSeq = 0;
    const vote = (voter: number) => {
      const messageId = `${RUN_ID}-${voteSeq++}`;
      return timed('feedback', `${LB}/api/feedback`, {
        method: 'POST',
        headers: {
          ...json,
          origin: LB,
          'sec-fetch-site': 'same-origin',
          // One clinician each: the per-client limit is keyed on it (read-client-key.ts).
          'x-forwarded-for': `10.39.0.${voter + 1}`,
        },
        body: JSON.stringify({
          message_id: messageId,
          vote: voter % 2 ? 'up' : 'down',
          question: `${QUESTIONS[voter % QUESTIONS.length]} (bench ${messageId})`,
          answer: 'bench:cluster',
          mode: 'extractive',
          citations: [feedbackCitationOf(chunk)],
        }),
      }).then((o) => ({ ...o, messageId, down: voter % 2 === 0 }));
    };

    const loadUntil = async (deadline: number, sink: Outcome[]) => {
      await Promise.all(
        Array.from({ length: Number(values.connections) }, async () => {
          while (Date.now() < deadline) sink.push(await nextLoad());
        }),
      );
    };

    const warmup: Outcome[] = [];
    await loadUntil(Date.now() + Number(values['warmup-seconds']) * 1000, warmup);
    console.log(`warm-up: ${warmup.length} requests in ${values['warmup-seconds']} s`);

    // The measured run.
    const t0 = Date.now();
    const deadline = t0 + SECONDS * 1000;
    const at = (s: number) => ((s - t0) / 1000).toFixed(1);
    const outcomes: Outcome[] = [];
    const votes: (Outcome & { messageId: string; down: boolean })[] = [];
    const events: string[] = [];
    const servedAtStart = realpathSync(indexDir);
    let swappedAt: number | null = null;
    let restartedAt = Infinity;
    const watcher = setInterval(() => {
      if (swappedAt === null && realpathSync(indexDir) !== servedAtStart) swappedAt = Date.now();
    }, 100);

    const reingest = new Promise<void>((r) => setTimeout(r, SECONDS * 50)).then(async () => {
      events.push(`${at(Date.now())} s re-ingest started`);
      const result = await runIngestChild(pdfPath, indexDir);
      events.push(
        `${at(Date.now())} s re-ingest exit ${result.code} after ${(result.ms / 1000).toFixed(1)} s`,
      );
      return result;
    });
    const restart = new Promise<void>((r) => setTimeout(r, SECONDS * 400)).then(async () => {
      const victim = instances[1]!;
      const sent = Date.now();
      victim.signal('SIGTERM');
      events.push(`${at(sent)} s SIGTERM → instance :${victim.port}`);
      const exit = await Promise.race([
        victim.exited,
        new Promise<null>((r) => setTimeout(() => r(null), 30_000)),
      ]);
      if (exit === null) {
        victim.kill();
        events.push(
          `${at(Date.now())} s instance :${victim.port} still up 30 s after SIGTERM: killed`,
        );
        await victim.exited;
      } else {
        events.push(
          `${at(Date.now())} s instance :${victim.port} exited (code ${exit.code}, signal ${exit.signal}) ${Date.now() - sent} ms after SIGTERM`,
        );
      }
      const again = start(victim.port);
      instances[1] = again;
      await waitForInstance(`http://127.0.0.1:${victim.port}`);
      restartedAt = Date.now();
      events.push(`${at(restartedAt)} s instance :${victim.port} restarted and ready`);
    });
    const voters = Array.from({ length: Number(values.voters) }, async (_, voter) => {
      const every = Number(values['vote-every-ms']);
      await new Promise((r) => setTimeout(r, (voter * every) / Number(values.voters)));
      while (Date.now() < deadline) {
        votes.push(await vote(voter));
        await new Promise((r) => setTimeout(r, every));
      }
    });
    await Promise.all([loadUntil(deadline, outcomes), ...voters]);
    const ended = Date.now();
    const [ingested] = await Promise.all([reingest, restart]);
    clearInterval(watcher);
    const swapInRun = swappedAt !== null && swappedAt > t0 && swappedAt < ended;
    if (swappedAt !== null) events.push(`${at(swappedAt)} s INDEX_DIR swapped`);

    // Votes: acknowledged (201) against rows written.
    const rows = await db.query<{ message_id: string }>(
      'SELECT message_id FROM feedback WHERE message_id LIKE $1',
      [`${RUN_ID}-%`],
    );
    const written = new Map<string, number>();
    for (const r of rows) written.set(r.message_id, (written.get(r.message_id) ?? 0) + 1);
    const acknowledged = votes.filter((v) => v.status === 201);
    const lost = acknowledged.filter((v) => !written.has(v.messageId));
    const duplicated = [...written.values()].filter((c) => c > 1).length;
    const writtenUnacknowledged = [...written.keys()].filter(
      (id) => !acknowledged.some((v) => v.messageId === id),
    ).length;

    // The review page, from whichever instance the balancer picks, lists the thumbs-down votes.
    const downVotes = acknowledged.filter((v) => v.down).length;
    const review = await fetch(`${LB}/review`, {
      headers: { authorization: `Bearer ${REVIEW_TOKEN}` },
    });
    const reviewHtml = await review.text();
    // Distinct ids: the page carries each question twice (the HTML and React's payload).
    const reviewed = new Set(
      [...reviewHtml.matchAll(new RegExp(`\\(bench (${RUN_ID}-\\d+)\\)`, 'g'))].map((m) => m[1]),
    ).size;

    const all: Outcome[] = [...outcomes, ...votes];
    const byStatus = new Map<string, number>();
    for (const o of all) byStatus.set(String(o.status), (byStatus.get(String(o.status)) ?? 0) + 1);
    const bad5xx = all.filter(
      (o) => typeof o.status === 'number' && o.status >= 500 && !(o.status === 503 && o.retryAfter),
    );
    const transport = all.filter((o) => typeof o.status !== 'number');
    const latencies = outcomes.map((o) => o.ms).sort((a, b) => a - b);
    const voteLatencies = votes.map((o) => o.ms).sort((a, b) => a - b);
    const fmt = (xs: number[]) =>
      `p50 ${percentileOfSorted(xs, 50).toFixed(0)} ms, p95 ${percentileOfSorted(xs, 95).toFixed(0)} ms, p99 ${percentileOfSorted(xs, 99).toFixed(0)} ms, max ${(xs.at(-1) ?? NaN).toFixed(0)} ms`;
    const statusLine = (kind: Outcome['kind']) => {
      const m = new Map<string, number>();
      for (const o of all.filter((x) => x.kind === kind)) {
        const key =
          o.status === 503
            ? `503${o.retryAfter ? '+Retry-After' : ''} from ${o.fromApp ? 'app' : 'balancer'}`
            : String(o.status);
        m.set(key, (m.get(key) ?? 0) + 1);
      }
      return [...m]
        .sort()
        .map(([s, c]) => `${s}: ${c}`)
        .join(', ');
    };

    console.log(
      `\n| bench:cluster | ${INSTANCE_PORTS.length} instances behind ${balancer}, ${values.connections} clients + ${values.voters} voters × ${SECONDS} s, loopback |`,
    );
    console.log('| --- | --- |');
    console.log(
      `| requests | ${all.length} (${(all.length / SECONDS).toFixed(0)}/s): answer:chat:source = 1:1:1, plus ${votes.length} votes |`,
    );
    console.log(`| latency (answer, chat, source) | ${fmt(latencies)} |`);
    console.log(`| latency (votes) | ${fmt(voteLatencies)} |`);
    console.log(
      `| by status | ${[...byStatus]
        .sort()
        .map(([s, c]) => `${s}: ${c}`)
        .join(', ')} |`,
    );
    for (const kind of ['answer', 'chat', 'source', 'feedback'] as const) {
      console.log(`| ${kind} | ${statusLine(kind)} |`);
    }
    console.log(
      `| 5xx other than 503+Retry-After | ${bad5xx.length}${bad5xx.length ? ` (${[...new Set(bad5xx.map((o) => `${o.kind} ${o.status}`))].join(', ')})` : ''} |`,
    );
    console.log(
      `| transport errors / timeouts | ${transport.length}${transport.length ? ` (${[...new Set(transport.map((o) => `${o.kind}: ${o.error}`))].slice(0, 3).join('; ')})` : ''} |`,
    );
    console.log(
      `| feedback | ${acknowledged.length} acknowledged (201), ${rows.length} rows written (${written.size} distinct); lost ${lost.length}, written but not acknowledged ${writtenUnacknowledged}, written twice ${duplicated} |`,
    );
    console.log(
      `| /review after the run (Postgres, through the balancer) | ${review.status}, lists ${reviewed} of the ${downVotes} acknowledged thumbs-down votes |`,
    );
    console.log(`| events | ${events.join(' · ')} |`);
    const afterSwap = swappedAt === null ? [] : all.filter((o) => o.at > swappedAt!);
    const afterRestart = all.filter((o) => o.at > restartedAt);
    console.log(
      `| answered after the swap / after the restart | ${afterSwap.length} (${afterSwap.filter((o) => o.status === 200 || o.status === 201 || o.status === 206).length} 2xx) / ${afterRestart.length} (${afterRestart.filter((o) => o.status === 200 || o.status === 201 || o.status === 206).length} 2xx) |`,
    );
    console.log(`| readiness probe used | ${checkPath} |`);
    printBenchFigures('bench:cluster', [
      { name: 'cluster p50', value: percentileOfSorted(latencies, 50), unit: 'ms' },
      { name: 'cluster p95', value: percentileOfSorted(latencies, 95), unit: 'ms' },
      { name: 'cluster p99', value: percentileOfSorted(latencies, 99), unit: 'ms' },
      { name: 'cluster acknowledged votes lost', value: lost.length, unit: '', goal: '0' },
      {
        name: 'cluster 5xx other than 503 with Retry-After',
        value: bad5xx.length,
        unit: '',
        goal: '0',
      },
      {
        name: 'cluster transport errors and timeouts',
        value: transport.length,
        unit: '',
        goal: '0',
      },
      {
        name: 'cluster re-ingest swapped inside the run',
        value: swapInRun ? 1 : 0,
        unit: 'bool',
        goal: 'yes',
      },
    ]);
    return lost.length > 0 ||
      review.status !== 200 ||
      reviewed !== Math.min(downVotes, 200) ||
      bad5xx.length > 0 ||
      transport.length > 0 ||
      ingested.code !== 0 ||
      !swapInRun
      ? 1
      : 0;
  } finally {
    for (const cleanup of cleanups.reverse()) await cleanup();
  }
}

process.exitCode = await main();
