import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseEnv } from '@/lib/env';
import { sampleTruthSchema, type SampleTruth } from '@/lib/schema/sample-truth';
import { openRetrievalContext } from '@/lib/retrieval/open-retrieval-context';
import { checkGoldenSet } from './check-golden-set';
import { ensureSampleIndex, type SampleIndex } from '@/ingestion/testing/ensure-sample-index';
import { EVAL_INDEX_DIR } from '../eval-index-dir';
import { evaluateGoldenSet, EVAL_LIMIT, type EvaluatedQuestion } from './evaluate-golden-set';
import { formatEvalReport } from './format-eval-report';
import { parseGoldenSet, type GoldenQuestion } from '@/lib/schema/golden-question';
import { summarize, type EvalSummary } from './score-ranking';

export const GOLDEN_SET_PATH = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  'golden-set.jsonl',
);

export async function loadGoldenSet(file = GOLDEN_SET_PATH): Promise<GoldenQuestion[]> {
  return parseGoldenSet(await readFile(file, 'utf8'), path.basename(file));
}

export async function loadTruth(truthPath: string): Promise<SampleTruth> {
  return sampleTruthSchema.parse(JSON.parse(await readFile(truthPath, 'utf8')));
}

export interface SampleBookEval {
  index: SampleIndex;
  questions: GoldenQuestion[];
  evaluated: EvaluatedQuestion[];
  summary: EvalSummary;
  report: string;
}

/**
 * The whole evaluation: the cached default book and index, the golden set checked against the
 * book's truth (a question the book cannot answer is an error, not a miss), every question run
 * through retrieveChunks, scored and formatted. Retrieval runs offline on the LocalStore in the
 * index folder, whatever QDRANT_URL or EMBEDDING_BASE_URL the shell has: it measures the index
 * built here.
 */
export async function evaluateSampleBook(
  options: { log?: (line: string) => void } = {},
): Promise<SampleBookEval> {
  const index = await ensureSampleIndex({ indexDir: EVAL_INDEX_DIR, log: options.log });
  const [questions, truth] = await Promise.all([loadGoldenSet(), loadTruth(index.truthPath)]);
  const problems = checkGoldenSet(questions, truth);
  if (problems.length > 0) {
    throw new Error(
      `golden-set.jsonl does not fit ${index.truthPath}:\n  ${problems.join('\n  ')}`,
    );
  }
  const ctx = await openRetrievalContext(parseEnv({ INDEX_DIR: index.indexDir }));
  const evaluated = await evaluateGoldenSet(questions, ctx, truth);
  const summary = summarize(evaluated);
  const inBook = questions.filter((q) => !('not_in_book' in q.expect)).length;
  const heading =
    `Retrieval eval: ${questions.length} golden questions (${inBook} in book, ${questions.length - inBook} not), ` +
    `${truth.monographs.length}-monograph sample book, index ${path.relative(process.cwd(), index.indexDir) || '.'}, ` +
    `limit ${EVAL_LIMIT}; hit = drug_id and section_key match`;
  return {
    index,
    questions,
    evaluated,
    summary,
    report: formatEvalReport(summary, evaluated, heading),
  };
}
