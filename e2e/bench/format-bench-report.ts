import type { BenchFigure } from '@/ingestion/bench/bench-figures';

/** One bench as `npm run bench` ran it. */
export interface BenchRun {
  script: string;
  exitCode: number;
  seconds: number;
  figures: BenchFigure[];
}

export interface BenchMachine {
  date: string;
  machine: string;
  /** 1-minute load average when the run began: the machine may be shared. */
  loadAverage: number;
}

function formatValue(value: number, unit: string): string {
  if (unit === 'bool') return value === 1 ? 'yes' : 'no';
  if (unit === '') return String(value);
  const digits = Math.abs(value) >= 100 ? 0 : Math.abs(value) >= 10 ? 1 : 2;
  return `${value.toFixed(digits)} ${unit}`;
}

const cell = (text: string) => text.replace(/\|/g, '\\|');

/**
 * docs/benchmarks.md: one table of every figure with its same-run baseline and the ratio
 * (figure ÷ baseline), then each bench's exit code and duration. A bench without figures is a
 * row saying so, never a silent gap.
 */
export function formatBenchReport(runs: readonly BenchRun[], machine: BenchMachine): string {
  const lines = [
    '# Benchmarks',
    '',
    `Written by \`npm run bench\` on ${machine.date}.`,
    `Machine: ${machine.machine}; 1-minute load average at the start: ${machine.loadAverage.toFixed(2)}.`,
    '',
    '| bench | figure | value | same-run baseline | ratio | goal |',
    '| --- | --- | --- | --- | --- | --- |',
  ];
  for (const run of runs) {
    if (run.figures.length === 0) {
      lines.push(`| ${run.script} | no figures (exit ${run.exitCode}) | — | — | — | — |`);
      continue;
    }
    for (const f of run.figures) {
      const baseline = f.baseline
        ? `${cell(f.baseline.name)}: ${formatValue(f.baseline.value, f.unit)}`
        : '—';
      const ratio =
        f.baseline && f.baseline.value > 0 ? `${(f.value / f.baseline.value).toFixed(2)}×` : '—';
      lines.push(
        `| ${run.script} | ${cell(f.name)} | ${formatValue(f.value, f.unit)} | ${baseline} | ${ratio} | ${cell(f.goal ?? '—')} |`,
      );
    }
  }
  lines.push('', '| bench | exit | duration |', '| --- | --- | --- |');
  for (const run of runs)
    lines.push(`| ${run.script} | ${run.exitCode} | ${run.seconds.toFixed(0)} s |`);
  return lines.join('\n') + '\n';
}
