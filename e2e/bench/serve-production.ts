/**
 * The production server the API benchmarks measure (bench:api, bench:soak): built unless told
 * not to, started on 127.0.0.1 over one index, awaited, and stopped with its whole process
 * group. One copy instead of one per benchmark. Only loopback is ever contacted.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

export interface ProductionServer {
  pid: number;
  stop: () => void;
}

async function waitForServer(base: string): Promise<void> {
  for (let i = 0; i < 120; i++) {
    try {
      if ((await fetch(`${base}/`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('server did not start within 60 s');
}

export async function startProductionServer(options: {
  indexDir: string;
  port: string;
  build: boolean;
}): Promise<ProductionServer> {
  // The production server refuses a feedback file inside the app folder (lib/env.ts); the
  // benchmarks' votes, if any, go to the temp folder unless FEEDBACK_DB says where.
  // RATE_LIMITS=off: a load test is one client on loopback asking far faster than a clinician
  // (lib/http/rate-limit-rules.ts), and measures the server, not its 429s.
  const env = {
    ...process.env,
    INDEX_DIR: options.indexDir,
    NODE_ENV: 'production' as const,
    FEEDBACK_DB:
      process.env.FEEDBACK_DB || path.join(os.tmpdir(), 'duoc-thu-bench', 'feedback.sqlite'),
    RATE_LIMITS: 'off',
  };
  if (options.build) {
    const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit', env });
    if (build.status !== 0) throw new Error('next build failed');
  }
  // `npm start`, not `next start`: the benchmarks measure the server as production runs it,
  // with the Node flags package.json's start script gives it (docs/server-memory.md).
  const server: ChildProcess = spawn(
    'npm',
    ['start', '--', '-p', options.port, '-H', '127.0.0.1'],
    { env, stdio: 'ignore', detached: true },
  );
  const stop = () => {
    try {
      process.kill(-server.pid!, 'SIGTERM');
    } catch {
      server.kill('SIGTERM');
    }
  };
  try {
    await waitForServer(`http://127.0.0.1:${options.port}`);
  } catch (error) {
    stop();
    throw error;
  }
  return { pid: server.pid!, stop };
}

/** RSS in MB of every process in the tree under `pid` (npm → sh → next-server …), largest first. */
export function processTreeRss(pid: number): { command: string; mb: number }[] {
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

/**
 * The RSS of one process in MB, read from /proc without spawning anything, so it can be sampled
 * every few hundred milliseconds while the load runs without stalling the load generator (the
 * benchmarks run on Linux; ps, used above for the tree, would block the event loop each time).
 */
export async function readRssMb(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const kb = /^VmRSS:\s+(\d+) kB/m.exec(status)?.[1];
  if (kb === undefined) throw new Error(`no VmRSS for process ${pid}`);
  return Number(kb) / 1024;
}

/**
 * CPU time in ms a process has used, every thread included (the answer worker is a thread of
 * next-server): utime + stime from /proc/<pid>/stat, in clock ticks of `getconf CLK_TCK`.
 */
export async function readCpuMs(pid: number): Promise<number> {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
  // Fields after the command's closing parenthesis: state is field 3, utime 14, stime 15.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const ticks = Number(fields[11]) + Number(fields[12]);
  return (ticks * 1000) / CLOCK_TICKS;
}

const CLOCK_TICKS =
  Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout.trim()) || 100;

/** The pid of the largest process in the tree under `pid`: the server itself (next-server). */
export function serverProcessPid(pid: number): number {
  let best = { pid, kb: -1 };
  const walk = (p: number) => {
    const rss = Number(
      spawnSync('ps', ['-o', 'rss=', '-p', String(p)], { encoding: 'utf8' }).stdout,
    );
    if (rss > best.kb) best = { pid: p, kb: rss };
    for (const kid of spawnSync('pgrep', ['-P', String(p)], { encoding: 'utf8' })
      .stdout.split('\n')
      .filter(Boolean))
      walk(Number(kid));
  };
  walk(pid);
  return best.pid;
}
