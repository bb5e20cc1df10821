/**
 * npm run bench [-- --only bench:search,bench:ingest --out docs/benchmarks.md --api-port P --soak-port P
 *   --ingest-reference DIR]
 *
 * Runs every benchmark one after the other (never two at once: they would time each other),
 * collects the figures each prints as its BENCH_JSON line (ingestion/bench/bench-figures.ts) and
 * writes one table — each figure, its same-run baseline where the bench measures one, the ratio,
 * the goal — with the machine and the date, to docs/benchmarks.md. A bench that fails or prints
 * no figures is listed with its exit code; the others still run. Exit 1 when any bench failed.
 * bench:ui's port comes from BENCH_UI_PORT, as when it runs alone. `--ingest-reference DIR` is
 * passed to bench:ingest as `--reference` (its output compared with an index written before).
 */
import { spawn } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { format } from 'prettier';
import { readBenchFigures, type BenchResult } from '@/ingestion/bench/bench-figures';
import { formatBenchReport, type BenchRun } from './format-bench-report';

const { values } = parseArgs({
  options: {
    only: { type: 'string' },
    out: { type: 'string', default: 'docs/benchmarks.md' },
    'api-port': { type: 'string' },
    'soak-port': { type: 'string' },
    'ingest-reference': { type: 'string' },
  },
});

const portArgs = (port: string | undefined) => (port ? ['--port', port] : []);
const BENCHES: { script: string; args: string[] }[] = [
  {
    script: 'bench:ingest',
    args: values['ingest-reference'] ? ['--reference', values['ingest-reference']] : [],
  },
  { script: 'bench:search', args: [] },
  { script: 'bench:api', args: portArgs(values['api-port']) },
  { script: 'bench:soak', args: portArgs(values['soak-port']) },
  // Needs haproxy (installed with apt-get when root) and Postgres (DATABASE_URL, or Debian's
  // postgresql for a throw-away cluster); says which is missing and fails otherwise.
  { script: 'bench:cluster', args: [] },
  { script: 'bench:ui', args: [] },
];

function runBench(script: string, args: string[]): Promise<BenchRun> {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn(
      'npm',
      ['run', '--silent', script, ...(args.length ? ['--', ...args] : [])],
      {
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    let output = '';
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (chunk: string) => {
      output += chunk;
      process.stdout.write(chunk);
    });
    child.on('close', (code) => {
      const results: BenchResult[] = readBenchFigures(output);
      resolve({
        script,
        exitCode: code ?? 1,
        seconds: (performance.now() - started) / 1000,
        figures: results.flatMap((r) => r.figures),
      });
    });
  });
}

async function main(): Promise<void> {
  const only = values.only?.split(',').map((s) => s.trim());
  const chosen = BENCHES.filter((b) => !only || only.includes(b.script));
  const loadAtStart = os.loadavg()[0]!;
  const runs: BenchRun[] = [];
  for (const bench of chosen) {
    console.log(`\n=== npm run ${bench.script} ${bench.args.join(' ')}`);
    runs.push(await runBench(bench.script, bench.args));
  }
  const cpus = os.cpus();
  const markdown = formatBenchReport(runs, {
    date: new Date().toISOString(),
    machine: `${cpus.length} × ${cpus[0]?.model.trim() ?? 'unknown CPU'}, ${(os.totalmem() / 2 ** 30).toFixed(1)} GB RAM, ${os.type()} ${os.release()}, Node ${process.version}`,
    loadAverage: loadAtStart,
  });
  const out = path.resolve(values.out);
  // Formatted as the repository's own markdown is, so `prettier --check .` passes on it.
  await writeFile(out, await format(markdown, { parser: 'markdown', filepath: out }));
  console.log(`\n${markdown}\nwritten to ${path.relative(process.cwd(), out)}`);
  if (runs.some((r) => r.exitCode !== 0 || r.figures.length === 0)) process.exitCode = 1;
}

await main();
