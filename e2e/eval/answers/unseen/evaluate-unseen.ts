import {
  readRealdataSections,
  REALDATA_PRINTED_PAGE_OF,
} from '@/ingestion/chunk/testing/read-realdata-sections';
import { answerQuestion } from '@/lib/answer/answer-question';
import type { AnswerResponse } from '@/lib/schema/answer';
import type { HistoryTurn } from '@/lib/schema/chat-message';
import type { AnswerGoldenQuestion } from '../answer-golden-question';
import { openSectionsAnswerDeps } from '../open-sections-answer-deps';
import {
  scoreAnswer,
  summarizeAnswerScores,
  type AnswerEvalSummary,
  type AnswerScore,
} from '../score-answer';
import { monographsOf, readUnseenQuestions, type UnseenBatch } from './unseen-set';

export interface UnseenEvalResult {
  /** Which question file was answered (unseen-set.ts UNSEEN_BATCHES). */
  batch: UnseenBatch;
  questions: AnswerGoldenQuestion[];
  answers: Map<string, AnswerResponse>;
  scores: AnswerScore[];
  summary: AnswerEvalSummary;
  /** ci_by_value questions: how many open with the contraindication (first line answers). */
  ciByValue: { questions: number; firstLine: number };
  /** How the answers were made, when not in memory (a line of the report). */
  measuredVia?: string;
}

/** One question answered; the default answers in memory over the harness's sections. */
export type UnseenAnswerer = (
  question: string,
  history: readonly HistoryTurn[],
) => Promise<AnswerResponse>;

export interface UnseenEvalOptions {
  /** Answers another way (`--via-api`: POST /api/answer over an ingested book). */
  answerer?: UnseenAnswerer;
  measuredVia?: string;
}

/**
 * Extractive answers (no model) to every unseen question, over the monographs its batch was
 * written from (the 18 more, or the 12 first-set ones: unseen-set.ts monographsOf) chunked
 * by the product's own chunker into a temporary LocalStore, scored as `npm run eval:answers`
 * scores the golden set. Null when the realdata file is absent.
 */
export async function evaluateUnseen(
  batch: UnseenBatch = 1,
  options: UnseenEvalOptions = {},
): Promise<UnseenEvalResult | null> {
  const sections = readRealdataSections(monographsOf(batch).path);
  if (!sections) return null;
  const questions = readUnseenQuestions(batch);
  const opened = options.answerer
    ? null
    : await openSectionsAnswerDeps(
        sections.map((s) => s.input),
        REALDATA_PRINTED_PAGE_OF,
      );
  const answer: UnseenAnswerer =
    options.answerer ?? ((question, history) => answerQuestion(question, history, opened!.deps));
  const answers = new Map<string, AnswerResponse>();
  const scores: AnswerScore[] = [];
  try {
    for (const q of questions) {
      const a = await answer(q.question, q.history ?? []);
      answers.set(q.id, a);
      scores.push(scoreAnswer(q, a));
    }
  } finally {
    opened?.dispose();
  }
  const ciIds = new Set(questions.filter((q) => q.tags.includes('ci_by_value')).map((q) => q.id));
  const ciScores = scores.filter((s) => ciIds.has(s.id));
  return {
    batch,
    questions,
    answers,
    scores,
    summary: summarizeAnswerScores(scores),
    ciByValue: {
      questions: ciScores.length,
      firstLine: ciScores.filter((s) => s.firstLine).length,
    },
    ...(options.measuredVia ? { measuredVia: options.measuredVia } : {}),
  };
}

const count = (fraction: number, n: number) =>
  `${Math.round(fraction * n)}/${n} (${fraction.toFixed(3)})`;

/** Why a score is a miss, in the words of `formatAnswerReport`; empty when it is not one. */
export function missReasons(s: AnswerScore): string[] {
  return [
    !(s.stated || s.deferred) ? 'missing' : null,
    s.wrong.length ? `wrong: ${s.wrong.join(' | ')}` : null,
    !s.inFirstTwo ? 'not in first two' : null,
    !s.firstLine ? 'first line does not answer' : null,
  ].filter((x): x is string => x !== null);
}

/** The report `npm run eval:unseen` prints: totals, ci_by_value, per tag, every miss. */
export function formatUnseenReport(result: UnseenEvalResult): string {
  const { batch, summary, scores, questions, answers, ciByValue } = result;
  const n = summary.questions;
  const label = batch === 1 ? 'unseen questions' : `unseen questions, batch ${batch}`;
  const lines = [
    `${label}: ${n} (${monographsOf(batch).described}, extractive, no model)`,
    ...(result.measuredVia ? [result.measuredVia] : []),
    `answering fact present (stated or locked passage): ${count(summary.present, n)}`,
    `wrong band or population shown: ${summary.wrong}`,
    `answering fact in the first two lines: ${count(summary.inFirstTwo, n)}`,
    `first line answers: ${count(summary.firstLine, n)}`,
    `median cited lines per answer: ${summary.medianSentences}`,
    `ci_by_value: contraindication in the first line ${ciByValue.firstLine}/${ciByValue.questions}`,
    '',
    'per tag:',
  ];
  const tags = [...new Set(questions.flatMap((q) => q.tags))].sort();
  for (const tag of tags) {
    const ids = new Set(questions.filter((q) => q.tags.includes(tag)).map((q) => q.id));
    const s = summarizeAnswerScores(scores.filter((x) => ids.has(x.id)));
    const k = (f: number) => String(Math.round(f * s.questions)).padStart(2);
    lines.push(
      `  ${tag.padEnd(15)} n=${String(s.questions).padStart(2)}  present ${k(s.present)}  wrong ${s.wrong}  first-two ${k(s.inFirstTwo)}  first-line ${k(s.firstLine)}`,
    );
  }
  const misses = scores.filter((s) => missReasons(s).length > 0);
  lines.push('', `misses: ${misses.length}`);
  for (const s of misses) {
    const q = questions.find((x) => x.id === s.id)!;
    const first = answers.get(s.id)!.answer.split('\n').slice(0, 3).join(' ⏎ ');
    lines.push(`  ${s.id} [${missReasons(s).join('; ')}] "${q.question}"`, `    → ${first}`);
  }
  return lines.join('\n');
}
