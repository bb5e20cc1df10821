import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { AnswerResponse } from '@/lib/schema/answer';
import { answerQuestion, type AnswerDeps } from '@/lib/answer/answer-question';
import { openIndexAnswerDeps } from '@/lib/answer/testing/open-index-answer-deps';
import { parseAnswerGoldenSet, type AnswerGoldenQuestion } from './answer-golden-question';
import {
  scoreAnswer,
  summarizeAnswerScores,
  type AnswerEvalSummary,
  type AnswerScore,
} from './score-answer';

export const ANSWER_GOLDEN_SET = path.resolve(import.meta.dirname, 'answer-golden-set.jsonl');

export interface AnswerEvalResult {
  questions: AnswerGoldenQuestion[];
  answers: Map<string, AnswerResponse>;
  scores: AnswerScore[];
  summary: AnswerEvalSummary;
}

/** Extractive answers (no model) to every golden answer question, over the index in `indexDir`. */
export async function evaluateAnswers(indexDir: string): Promise<AnswerEvalResult> {
  const deps: AnswerDeps = await openIndexAnswerDeps(indexDir);
  const questions = parseAnswerGoldenSet(
    readFileSync(ANSWER_GOLDEN_SET, 'utf8'),
    ANSWER_GOLDEN_SET,
  );
  const answers = new Map<string, AnswerResponse>();
  const scores: AnswerScore[] = [];
  for (const q of questions) {
    const a = await answerQuestion(q.question, q.history ?? [], deps);
    answers.set(q.id, a);
    scores.push(scoreAnswer(q, a));
  }
  return { questions, answers, scores, summary: summarizeAnswerScores(scores) };
}

/** The report `npm run eval:answers` prints: totals, per tag, and every miss with its first lines. */
export function formatAnswerReport(result: AnswerEvalResult): string {
  const { summary, scores, questions, answers } = result;
  const lines = [
    `answer golden questions: ${summary.questions}`,
    `answering fact present (stated or locked passage): ${summary.present.toFixed(3)}`,
    `wrong band or list shown: ${summary.wrong}`,
    `answering fact in the first two sentences: ${summary.inFirstTwo.toFixed(3)}`,
    `first line answers: ${summary.firstLine.toFixed(3)}`,
    `median sentences per answer: ${summary.medianSentences}`,
  ];
  const tags = [...new Set(questions.flatMap((q) => q.tags))].sort();
  for (const tag of tags) {
    const ids = new Set(questions.filter((q) => q.tags.includes(tag)).map((q) => q.id));
    const s = summarizeAnswerScores(scores.filter((x) => ids.has(x.id)));
    lines.push(
      `  ${tag.padEnd(12)} n=${String(s.questions).padStart(3)} present ${s.present.toFixed(2)} wrong ${s.wrong} first-two ${s.inFirstTwo.toFixed(2)} first-line ${s.firstLine.toFixed(2)} median ${s.medianSentences}`,
    );
  }
  const misses = scores.filter(
    (s) => !(s.stated || s.deferred) || s.wrong.length > 0 || !s.inFirstTwo || !s.firstLine,
  );
  if (misses.length > 0) lines.push('', 'misses:');
  for (const s of misses) {
    const q = questions.find((x) => x.id === s.id)!;
    const first = answers.get(s.id)!.answer.split('\n').slice(0, 3).join(' ⏎ ');
    const why = [
      !(s.stated || s.deferred) ? 'missing' : null,
      s.wrong.length ? `wrong: ${s.wrong.join(' | ')}` : null,
      !s.inFirstTwo ? 'not in first two' : null,
      !s.firstLine ? 'first line does not answer' : null,
    ].filter(Boolean);
    lines.push(`  ${s.id} [${why.join('; ')}] "${q.question}" → ${first.slice(0, 300)}`);
  }
  return lines.join('\n');
}
