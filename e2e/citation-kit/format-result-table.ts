import type { CaseResult } from '@/lib/schema/citation-case-result';

const VERDICT_MARK: Record<CaseResult['verdict'], string> = {
  pass: 'PASS',
  fail: 'FAIL',
  error: 'ERROR',
};

function clip(text: string, width: number): string {
  return text.length <= width ? text : `${text.slice(0, width - 1)}…`;
}

/** The first failed check, or the error: the one line a QA engineer reads first. */
export function summariseFailure(result: CaseResult): string {
  if (result.error) return result.error;
  const failed = result.checks.find((c) => !c.ok);
  return failed ? `${failed.check}: ${failed.detail}` : '';
}

/** "tr. 57 → PDF 27": the first citation's printed page and the page the viewer opened. */
function describeOpening(result: CaseResult): string {
  const seen = result.observation;
  if (!seen) return '—';
  if (seen.citations.length === 0) return seen.notices.includes('not_found') ? 'not_found' : '—';
  const opened = seen.opened;
  const cited = opened ? seen.citations[opened.citation_index] : seen.citations[0];
  const page = opened?.current_page ?? '?';
  return `tr. ${cited?.printed_page ?? '?'} → PDF ${page}`;
}

/**
 * The terminal table: one row per case (verdict, case id, the cited page and the page the viewer
 * opened, the first failure), then the totals. Plain text, so it reads the same in CI logs.
 */
export function formatResultTable(results: readonly CaseResult[], width = 120): string {
  const rows = results.map((r) => [
    VERDICT_MARK[r.verdict],
    r.id,
    describeOpening(r),
    `${(r.duration_ms / 1000).toFixed(1)} s`,
    summariseFailure(r),
  ]);
  const header = ['verdict', 'case', 'cited → opened', 'time', 'first failure'];
  const widths = header.map((h, i) =>
    i === header.length - 1 ? 0 : Math.max(h.length, ...rows.map((row) => row[i]!.length)),
  );
  const fixed = widths.reduce((sum, w) => sum + w + 2, 0);
  const last = Math.max(20, width - fixed);
  const line = (cells: string[]) =>
    cells
      .map((cell, i) => (i === cells.length - 1 ? clip(cell, last) : cell.padEnd(widths[i]!)))
      .join('  ')
      .trimEnd();
  const passed = results.filter((r) => r.verdict === 'pass').length;
  const failed = results.filter((r) => r.verdict === 'fail').length;
  const errors = results.length - passed - failed;
  return [
    line(header),
    line(
      header.map((h, i) => '-'.repeat(i === header.length - 1 ? Math.min(last, 40) : widths[i]!)),
    ),
    ...rows.map(line),
    '',
    `${results.length} case(s): ${passed} passed, ${failed} failed, ${errors} could not run`,
  ].join('\n');
}
