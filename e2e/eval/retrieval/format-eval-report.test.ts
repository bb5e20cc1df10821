import { describe, expect, it } from 'vitest';
import { formatEvalReport, percentile, type ReportedQuestion } from './format-eval-report';
import { summarize } from './score-ranking';

describe('percentile (nearest rank)', () => {
  it.each([
    [[], 50, 0],
    [[7], 95, 7],
    [[5, 1, 3, 2, 4], 50, 3],
    [[5, 1, 3, 2, 4], 95, 5],
    [[...Array.from({ length: 100 }, (_, i) => i + 1)], 95, 95],
  ])('%j p%d = %d', (values, p, want) => {
    expect(percentile(values, p)).toBe(want);
  });
});

const row = (over: Partial<ReportedQuestion>): ReportedQuestion => ({
  id: 'q',
  question: 'q?',
  tags: ['dosing'],
  notInBook: false,
  abstained: false,
  rank: 1,
  outcome: 'ok',
  top: ['amoxicilin · lieu_luong_va_cach_dung'],
  evidenceAt5: true,
  latencyMs: 2,
  ...over,
});

describe('formatEvalReport', () => {
  const questions = [
    row({ id: 'hit' }),
    row({ id: 'late', rank: 3, evidenceAt5: false }),
    row({ id: 'miss', question: 'ccđ x', rank: null, evidenceAt5: null, top: [] }),
    row({
      id: 'leak',
      tags: ['not_in_book', 'near_miss'],
      notInBook: true,
      rank: null,
      top: ['prednisolon · lieu_luong_va_cach_dung'],
    }),
    row({
      id: 'kept-out',
      tags: ['not_in_book', 'invented'],
      notInBook: true,
      abstained: true,
      rank: null,
      outcome: 'unknown_drug',
    }),
  ];
  const report = formatEvalReport(summarize(questions), questions, 'HEADING');

  it.each([
    ['the heading first', /^HEADING\n/],
    [
      'overall in-book metrics with evidence counts',
      /overall\s+3\s+0\.333\s+0\.667\s+0\.444\s+1\/2\s+0/,
    ],
    ['a row per tag', /\n {2}dosing\s+3\s/],
    ['not-in-book precision', /not in book \(precision\)\s+2\s+abstained 1\/2 = 0\.500/],
    ['not-in-book precision per tag', /\n {2}near_miss\s+1\s+abstained 0\/1 = 0\.000/],
    ['latency percentiles', /p50 2\.0 ms, p95 2\.0 ms/],
    ['each miss with what came back', /miss: "ccđ x" → ok; top: —/],
    ['hits below rank 1', /below rank 1: late \(3\)/],
    ['each leak with what it matched', /leak: "q\?" → top: prednisolon · lieu_luong_va_cach_dung/],
    ['a found section whose passage is not in the top 5', /not in the top 5: 1\n {2}late:/],
  ])('prints %s', (_name, pattern) => {
    expect(report).toMatch(pattern);
  });

  it('never prints NaN, even for empty groups', () => {
    const empty = formatEvalReport(summarize([]), [], 'H');
    expect(empty).not.toMatch(/NaN/);
  });
});
