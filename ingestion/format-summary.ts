import type { IngestReport } from '@/lib/schema/report';

/** The table printed at the end of an ingest: what was found, each gate, where time went. */
export function formatSummary(report: IngestReport): string {
  const rows: [string, string][] = [];
  for (const [k, v] of Object.entries(report.counts)) rows.push([k, String(v)]);
  rows.push(['', '']);
  for (const [k, v] of Object.entries(report.gates))
    rows.push([`gate ${k}`, v === 0 ? '0 ✓' : `${v} ✗`]);
  rows.push(['', '']);
  for (const [k, v] of Object.entries(report.timings_ms))
    rows.push([`time ${k}`, `${(v / 1000).toFixed(2)} s`]);
  rows.push(['tokenizer', report.tokenizer]);
  const width = Math.max(...rows.map(([k]) => k.length));
  const lines = rows.map(([k, v]) => (k ? `  ${k.padEnd(width)}  ${v}` : ''));
  const verdict = report.passed ? 'all gates pass' : 'GATES FAILED — nothing was loaded';
  return [`Ingest summary: ${verdict}`, ...lines].join('\n');
}
