import { spawn } from 'node:child_process';

/**
 * A re-ingest in a child process, as an operator runs it mid-traffic (`npm run ingest`), for the
 * benches that swap the index under load (bench-soak.ts, bench-cluster.ts). Killed after 5
 * minutes; resolves with its exit code and how long it took.
 */
export function runIngestChild(
  pdf: string,
  out: string,
): Promise<{ code: number | null; ms: number }> {
  const t0 = Date.now();
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', 'ingest', '--', '--pdf', pdf, '--out', out], {
      stdio: 'ignore',
    });
    const guard = setTimeout(() => child.kill('SIGTERM'), 5 * 60_000);
    child.on('exit', (code) => {
      clearTimeout(guard);
      resolve({ code, ms: Date.now() - t0 });
    });
  });
}

/** The p-th percentile (nearest rank) of ascending `sorted`; NaN when empty. */
export function percentileOfSorted(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}
