import { describe, expect, it } from 'vitest';
import { formatBenchReport, type BenchRun } from './format-bench-report';

const MACHINE = { date: '2026-12-01T03:00:00Z', machine: '2 × CPU', loadAverage: 1.5 };

describe('formatBenchReport', () => {
  const cases: { name: string; run: BenchRun; row: string }[] = [
    {
      name: 'a figure with a baseline gets the ratio',
      run: {
        script: 'bench:ingest',
        exitCode: 0,
        seconds: 40,
        figures: [
          {
            name: 'ingest',
            value: 30,
            unit: 's',
            baseline: { name: 'PyMuPDF', value: 6 },
            goal: '≤ 5×',
          },
        ],
      },
      row: '| bench:ingest | ingest | 30.0 s | PyMuPDF: 6.00 s | 5.00× | ≤ 5× |',
    },
    {
      name: 'a figure without a baseline has no ratio',
      run: {
        script: 'bench:search',
        exitCode: 0,
        seconds: 9,
        figures: [{ name: 'p95', value: 5.07, unit: 'ms' }],
      },
      row: '| bench:search | p95 | 5.07 ms | — | — | — |',
    },
    {
      name: 'a bench without figures says so with its exit code',
      run: { script: 'bench:ui', exitCode: 1, seconds: 3, figures: [] },
      row: '| bench:ui | no figures (exit 1) | — | — | — | — |',
    },
    {
      name: 'a pipe in a name cannot break the table',
      run: {
        script: 'bench:api',
        exitCode: 0,
        seconds: 3,
        figures: [{ name: 'a|b', value: 1, unit: 'bool' }],
      },
      row: '| bench:api | a\\|b | yes | — | — | — |',
    },
    {
      name: 'a count has no unit and no decimals',
      run: {
        script: 'bench:api',
        exitCode: 0,
        seconds: 3,
        figures: [{ name: 'errors', value: 0, unit: '', goal: '0' }],
      },
      row: '| bench:api | errors | 0 | — | — | 0 |',
    },
  ];
  it.each(cases)('$name', ({ run, row }) => {
    const report = formatBenchReport([run], MACHINE);
    expect(report.split('\n')).toContain(row);
    expect(report).toContain('2 × CPU');
    expect(report).toContain(MACHINE.date);
  });
});
