/**
 * One production server of bench:cluster: the same command `npm start` runs (package.json),
 * spawned directly so a SIGTERM reaches the server itself as systemd's would, its output
 * appended to a log file. Only 127.0.0.1 is ever contacted.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { openSync } from 'node:fs';

export interface Instance {
  port: number;
  pid: number;
  /** Resolves when the process has exited, with how. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** Sends `signal` to the server process alone. */
  signal: (signal: NodeJS.Signals) => void;
  /** Ends the whole process group (the end of the bench). */
  kill: () => void;
}

export function startInstance(options: {
  port: number;
  env: NodeJS.ProcessEnv;
  log: string;
}): Instance {
  const out = openSync(options.log, 'a');
  const child: ChildProcess = spawn(
    process.execPath,
    [
      '--max-old-space-size=512',
      'node_modules/next/dist/bin/next',
      'start',
      '-p',
      String(options.port),
      '-H',
      '127.0.0.1',
    ],
    // As `npm start` runs it (package.json): Next's own SIGTERM handler off, so the app's
    // (lib/ops/shut-down.ts) drains requests and exits 0 instead of Next's 143 with no bound.
    {
      env: { ...options.env, NEXT_MANUAL_SIG_HANDLE: '1' },
      stdio: ['ignore', out, out],
      detached: true,
    },
  );
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.on('exit', (code, signal) => resolve({ code, signal })),
  );
  return {
    port: options.port,
    pid: child.pid!,
    exited,
    signal: (signal) => child.kill(signal),
    kill: () => {
      try {
        process.kill(-child.pid!, 'SIGKILL');
      } catch {
        // already gone
      }
    },
  };
}

/**
 * Waits until the instance at `base` serves: `/api/ready` answering 200 when the build has that
 * probe, else `/` answering 200 (a build without it: `/api/ready` is a 404 there). Returns the
 * path that said so.
 */
export async function waitForInstance(base: string, timeoutMs = 120_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const ready = await fetch(`${base}/api/ready`, { signal: AbortSignal.timeout(5_000) });
      await ready.arrayBuffer();
      if (ready.status === 200) return '/api/ready';
      if (ready.status === 404) {
        const root = await fetch(`${base}/`, { signal: AbortSignal.timeout(10_000) });
        await root.arrayBuffer();
        if (root.status === 200) return '/';
      }
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${base} was not ready within ${timeoutMs / 1000} s`);
}
