/**
 * A production server of the e2e run's own (`npm start` over the build the Playwright web server
 * made), for specs that must signal it, read its output or give it an environment of its own:
 * e2e/ops.spec.ts. Every line it writes, stdout and stderr, is kept.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp } from 'node:fs/promises';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { E2E_INDEX_DIR } from './e2e-index-dir';

export interface ProductionServer {
  base: string;
  port: number;
  /** Everything the server printed so far, stdout and stderr interleaved. */
  output: () => string;
  /** The next-server process itself (npm's child), read from its own log lines. */
  serverPid: () => number;
  /** Resolves with npm's exit code, which is the server's. */
  exited: Promise<number | null>;
  stop: () => void;
}

/** A port nobody listens on now: the server is told it in advance so env can name it. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

export async function spawnProductionServer(
  env: (port: number) => Record<string, string>,
): Promise<ProductionServer> {
  const port = await freePort();
  const feedbackDir = await mkdtemp(path.join(os.tmpdir(), 'e2e-ops-'));
  const child: ChildProcess = spawn('npm', ['start', '--', '-p', String(port), '-H', '127.0.0.1'], {
    env: {
      ...process.env,
      INDEX_DIR: path.resolve(E2E_INDEX_DIR),
      FEEDBACK_DB: path.join(feedbackDir, 'feedback.sqlite'),
      ...env(port),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return {
    base: `http://127.0.0.1:${port}`,
    port,
    output: () => output,
    serverPid: () => {
      const pid = /"pid":(\d+)/.exec(output)?.[1];
      if (!pid) throw new Error('the server has written no JSON log line yet');
      return Number(pid);
    },
    exited,
    stop: () => {
      try {
        process.kill(-child.pid!, 'SIGKILL');
      } catch {
        // already gone
      }
    },
  };
}

/** Polls /api/ready until it answers 200 (the warm-up of the sample book takes seconds). */
export async function waitReady(base: string, timeoutMs = 120_000): Promise<Response> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const response = await fetch(`${base}/api/ready`).catch(() => null);
    if (response?.status === 200) return response;
    await response?.arrayBuffer();
    if (Date.now() > deadline) throw new Error(`${base}/api/ready not 200 within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
