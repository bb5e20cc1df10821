import type { AbstentionMetrics, EvalSummary, RankingMetrics } from './score-ranking';

/** What the report needs from each evaluated question (see evaluate-golden-set.ts). */
export interface ReportedQuestion {
  id: string;
  question: string;
  tags: readonly string[];
  notInBook: boolean;
  abstained: boolean;
  rank: number | null;
  outcome: string;
  top: readonly string[];
  evidenceAt5: boolean | null;
  latencyMs: number;
}

/** Nearest-rank percentile (p in 0..100) of the values; 0 for none. */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.max(1, Math.ceil((p / 100) * sorted.length));
  return sorted[Math.min(rank, sorted.length) - 1] ?? 0;
}

const pad = (text: string, width: number) => text.padEnd(width);
const num = (value: number) => value.toFixed(3);

function evidenceCell(questions: readonly ReportedQuestion[]): string {
  const withEvidence = questions.filter((q) => q.evidenceAt5 !== null);
  if (withEvidence.length === 0) return '—';
  return `${withEvidence.filter((q) => q.evidenceAt5).length}/${withEvidence.length}`;
}

function rankingRow(
  label: string,
  m: RankingMetrics,
  questions: readonly ReportedQuestion[],
): string {
  return [
    pad(label, 26),
    String(m.questions).padStart(4),
    num(m.recallAt1).padStart(7),
    num(m.recallAt5).padStart(7),
    num(m.mrr).padStart(7),
    evidenceCell(questions).padStart(8),
    String(m.abstained).padStart(6),
  ].join('');
}

function abstentionRow(label: string, m: AbstentionMetrics): string {
  return `${pad(label, 26)}${String(m.questions).padStart(4)}   abstained ${m.abstained}/${m.questions} = ${num(m.precision)}`;
}

/**
 * The table `npm run eval` prints and the golden-set test logs: recall@1, recall@5 and MRR on
 * (drug, section) per tag and overall; evidence@5; not-in-book precision; wrong abstentions;
 * then every in-book question without a hit in the top 5 and every not-in-book question that
 * got chunks, so a regression names its questions.
 */
export function formatEvalReport(
  summary: EvalSummary,
  questions: readonly ReportedQuestion[],
  heading: string,
): string {
  const inBook = questions.filter((q) => !q.notInBook);
  const lines: string[] = [heading, ''];
  lines.push(
    [
      pad('in book', 26),
      'n'.padStart(4),
      'R@1'.padStart(7),
      'R@5'.padStart(7),
      'MRR'.padStart(7),
      'ev@5'.padStart(8),
      'abst'.padStart(6),
    ].join(''),
  );
  lines.push(rankingRow('overall', summary.inBook, inBook));
  for (const [tag, metrics] of summary.inBookByTag) {
    lines.push(
      rankingRow(
        `  ${tag}`,
        metrics,
        inBook.filter((q) => q.tags.includes(tag)),
      ),
    );
  }
  lines.push('');
  lines.push(abstentionRow('not in book (precision)', summary.notInBook));
  for (const [tag, metrics] of summary.notInBookByTag)
    lines.push(abstentionRow(`  ${tag}`, metrics));
  lines.push('');
  lines.push(
    `in-book questions wrongly abstained: ${summary.inBook.abstained} of ${summary.inBook.questions}`,
  );
  const latencies = questions.map((q) => q.latencyMs);
  lines.push(
    `retrieveChunks latency, in-process: p50 ${percentile(latencies, 50).toFixed(1)} ms, p95 ${percentile(latencies, 95).toFixed(1)} ms`,
  );

  const misses = inBook.filter((q) => q.rank === null || q.rank > 5);
  const leaks = questions.filter((q) => q.notInBook && !q.abstained);
  const evidenceMisses = inBook.filter(
    (q) => q.evidenceAt5 === false && q.rank !== null && q.rank <= 5,
  );
  if (misses.length > 0) {
    lines.push('', `in-book misses (no hit in the top 5): ${misses.length}`);
    for (const q of misses) {
      lines.push(
        `  ${q.id}: "${q.question}" → ${q.outcome}${q.rank ? `, first hit at ${q.rank}` : ''}; top: ${q.top.join(', ') || '—'}`,
      );
    }
  }
  const late = inBook.filter((q) => q.rank !== null && q.rank > 1 && q.rank <= 5);
  if (late.length > 0) {
    lines.push(
      '',
      `in-book hits below rank 1: ${late.map((q) => `${q.id} (${q.rank})`).join(', ')}`,
    );
  }
  if (leaks.length > 0) {
    lines.push('', `not-in-book questions answered from the book: ${leaks.length}`);
    for (const q of leaks) lines.push(`  ${q.id}: "${q.question}" → top: ${q.top.join(', ')}`);
  }
  if (evidenceMisses.length > 0) {
    lines.push(
      '',
      `section found but the passage with the evidence not in the top 5: ${evidenceMisses.length}`,
    );
    for (const q of evidenceMisses) lines.push(`  ${q.id}: "${q.question}"`);
  }
  return lines.join('\n');
}
