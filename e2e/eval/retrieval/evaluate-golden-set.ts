import { performance } from 'node:perf_hooks';
import type { SampleTruth } from '@/lib/schema/sample-truth';
import type { Chunk } from '@/lib/schema/chunk';
import { retrieveChunks, type RetrievalContext } from '@/lib/retrieval/retrieve-chunks';
import { locateEvidence, normalizeForMatch } from './check-golden-set';
import { expectedDrugIds, isNotInBook, type GoldenQuestion } from '@/lib/schema/golden-question';
import { isHit, scoreQuestion, type ScoredQuestion } from './score-ranking';

/** How many ranked chunks each question asks for; MRR is computed over these. */
export const EVAL_LIMIT = 10;

export interface EvaluatedQuestion extends ScoredQuestion {
  question: string;
  outcome: string;
  /** The top chunks as `drug_id · section_key`, for the misses listing. */
  top: string[];
  /**
   * With evidence: whether a top-5 hit carries it — its text for prose evidence; for evidence
   * printed in a table or formula, a hit that is or attaches a lifted block (cells never enter
   * chunk text). Null without evidence or for a not-in-book question.
   */
  evidenceAt5: boolean | null;
  /** Wall time of retrieveChunks for this question, in-process. */
  latencyMs: number;
}

function carriesEvidence(chunk: Chunk, evidence: string, place: 'prose' | 'block'): boolean {
  if (place === 'block')
    return chunk.chunk_kind === 'block_descriptor' || chunk.attachments.length > 0;
  return normalizeForMatch(chunk.text).includes(normalizeForMatch(evidence));
}

export async function evaluateGoldenSet(
  questions: readonly GoldenQuestion[],
  ctx: RetrievalContext,
  truth: Pick<SampleTruth, 'monographs' | 'blocks'>,
): Promise<EvaluatedQuestion[]> {
  const results: EvaluatedQuestion[] = [];
  for (const q of questions) {
    const started = performance.now();
    const retrieved = await retrieveChunks(q.question, q.history ?? [], ctx, { limit: EVAL_LIMIT });
    const latencyMs = performance.now() - started;
    const ranking = retrieved.chunks.map(({ chunk }) => chunk);
    const scored = scoreQuestion(q, { outcome: retrieved.outcome, ranking });
    let evidenceAt5: boolean | null = null;
    if (!isNotInBook(q.expect) && q.evidence !== undefined) {
      const expect = q.expect;
      const evidence = q.evidence;
      const place = locateEvidence(truth, expectedDrugIds(expect), expect.section_key, evidence);
      evidenceAt5 =
        place !== null &&
        ranking.slice(0, 5).some((c) => isHit(c, expect) && carriesEvidence(c, evidence, place));
    }
    results.push({
      ...scored,
      question: q.question,
      outcome: retrieved.outcome,
      top: ranking.slice(0, 3).map((c) => `${c.drug_id} · ${c.section_key}`),
      evidenceAt5,
      latencyMs,
    });
  }
  return results;
}
