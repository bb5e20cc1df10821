import type { SectionKey } from '@/lib/schema/section-keys';
import {
  expectedDrugIds,
  isNotInBook,
  type GoldenExpect,
  type InBookExpect,
} from '@/lib/schema/golden-question';

/**
 * Scoring of one ranking against one golden expectation, and the summary over the set. Pure:
 * the runner feeds it what retrieval returned, the test feeds it tables.
 *
 * A hit is a ranked chunk whose drug_id AND section_key match the expectation; for an
 * interaction pair, a chunk of either drug's interaction section. recall@k counts questions
 * with a hit in the top k; MRR averages 1/rank of the first hit (0 without one) over the
 * ranking as returned. An in-book question that abstains scores as a miss.
 */

export interface RankedRef {
  drug_id: string;
  section_key: SectionKey;
}

export function isHit(ref: RankedRef, expect: InBookExpect): boolean {
  return ref.section_key === expect.section_key && expectedDrugIds(expect).includes(ref.drug_id);
}

/** 1-based rank of the first hit, or null when no ranked chunk is a hit. */
export function firstHitRank(ranking: readonly RankedRef[], expect: InBookExpect): number | null {
  const index = ranking.findIndex((ref) => isHit(ref, expect));
  return index < 0 ? null : index + 1;
}

/** What retrieval did with one question. */
export interface RetrievalObservation {
  /** `retrieveChunks`'s outcome: 'ok' | 'no_drug' | 'unknown_drug' | 'bad_query'. */
  outcome: string;
  ranking: readonly RankedRef[];
}

/** Abstained: the retriever said no (outcome other than 'ok') or returned nothing. */
export function abstained(observation: RetrievalObservation): boolean {
  return observation.outcome !== 'ok' || observation.ranking.length === 0;
}

export interface ScoredQuestion {
  id: string;
  tags: readonly string[];
  notInBook: boolean;
  abstained: boolean;
  /** In-book only: rank of the first hit (null: none, or abstained). */
  rank: number | null;
}

export function scoreQuestion(
  question: { id: string; tags: readonly string[]; expect: GoldenExpect },
  observation: RetrievalObservation,
): ScoredQuestion {
  const didAbstain = abstained(observation);
  if (isNotInBook(question.expect)) {
    return {
      id: question.id,
      tags: question.tags,
      notInBook: true,
      abstained: didAbstain,
      rank: null,
    };
  }
  return {
    id: question.id,
    tags: question.tags,
    notInBook: false,
    abstained: didAbstain,
    rank: didAbstain ? null : firstHitRank(observation.ranking, question.expect),
  };
}

export interface RankingMetrics {
  questions: number;
  recallAt1: number;
  recallAt5: number;
  mrr: number;
  /** In-book questions the retriever refused (counted as misses above). */
  abstained: number;
}

export interface AbstentionMetrics {
  questions: number;
  abstained: number;
  /** abstained / questions: the share of not-in-book questions that got no chunks. */
  precision: number;
}

export interface EvalSummary {
  inBook: RankingMetrics;
  notInBook: AbstentionMetrics;
  /** Per tag, over the in-book questions carrying it. */
  inBookByTag: Map<string, RankingMetrics>;
  /** Per tag, over the not-in-book questions carrying it (the tag "not_in_book" itself aside). */
  notInBookByTag: Map<string, AbstentionMetrics>;
}

/** Metrics of an empty group are 0, not NaN, so a table never prints NaN. */
export function rankingMetrics(scored: readonly ScoredQuestion[]): RankingMetrics {
  const n = scored.length;
  if (n === 0) return { questions: 0, recallAt1: 0, recallAt5: 0, mrr: 0, abstained: 0 };
  let at1 = 0;
  let at5 = 0;
  let reciprocal = 0;
  for (const q of scored) {
    if (q.rank === null) continue;
    if (q.rank <= 1) at1 += 1;
    if (q.rank <= 5) at5 += 1;
    reciprocal += 1 / q.rank;
  }
  return {
    questions: n,
    recallAt1: at1 / n,
    recallAt5: at5 / n,
    mrr: reciprocal / n,
    abstained: scored.filter((q) => q.abstained).length,
  };
}

export function abstentionMetrics(scored: readonly ScoredQuestion[]): AbstentionMetrics {
  const n = scored.length;
  const done = scored.filter((q) => q.abstained).length;
  return { questions: n, abstained: done, precision: n === 0 ? 0 : done / n };
}

function groupByTag(
  scored: readonly ScoredQuestion[],
  skip: string,
): Map<string, ScoredQuestion[]> {
  const groups = new Map<string, ScoredQuestion[]>();
  for (const q of scored) {
    for (const tag of q.tags) {
      if (tag === skip) continue;
      const group = groups.get(tag) ?? [];
      group.push(q);
      groups.set(tag, group);
    }
  }
  return new Map([...groups.entries()].sort(([a], [b]) => a.localeCompare(b)));
}

export function summarize(scored: readonly ScoredQuestion[]): EvalSummary {
  const inBook = scored.filter((q) => !q.notInBook);
  const outside = scored.filter((q) => q.notInBook);
  return {
    inBook: rankingMetrics(inBook),
    notInBook: abstentionMetrics(outside),
    inBookByTag: new Map(
      [...groupByTag(inBook, '').entries()].map(([tag, group]) => [tag, rankingMetrics(group)]),
    ),
    notInBookByTag: new Map(
      [...groupByTag(outside, 'not_in_book').entries()].map(([tag, group]) => [
        tag,
        abstentionMetrics(group),
      ]),
    ),
  };
}

/** What the golden-set test and `npm run eval` hold retrieval to (issue 4, Evaluation). */
export const EVAL_THRESHOLDS = { recallAt5: 0.95, notInBookPrecision: 0.95 } as const;

/** Failed thresholds as sentences; empty when the summary meets them. */
export function thresholdFailures(summary: EvalSummary): string[] {
  const failures: string[] = [];
  if (summary.inBook.recallAt5 < EVAL_THRESHOLDS.recallAt5) {
    failures.push(
      `recall@5 ${summary.inBook.recallAt5.toFixed(3)} < ${EVAL_THRESHOLDS.recallAt5} over ${summary.inBook.questions} in-book questions`,
    );
  }
  if (summary.notInBook.precision < EVAL_THRESHOLDS.notInBookPrecision) {
    failures.push(
      `not-in-book precision ${summary.notInBook.precision.toFixed(3)} < ${EVAL_THRESHOLDS.notInBookPrecision} (${summary.notInBook.abstained}/${summary.notInBook.questions} abstained)`,
    );
  }
  return failures;
}
