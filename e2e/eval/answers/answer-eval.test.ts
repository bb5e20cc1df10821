import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { sampleTruthSchema, type SampleTruth } from '@/lib/schema/sample-truth';
import { expectedDrugIds } from '@/lib/schema/golden-question';
import { evaluateAnswers, formatAnswerReport, type AnswerEvalResult } from './evaluate-answers';
import { answerThresholdFailures } from './score-answer';

/**
 * Issue 9's acceptance on the sample book: the answer golden set's facts are the book's own
 * words, and the answers meet the thresholds `npm run eval:answers` prints.
 */
let result: AnswerEvalResult;
let truth: SampleTruth;

beforeAll(async () => {
  truth = sampleTruthSchema.parse(JSON.parse(readFileSync(inject('sampleTruthPath'), 'utf8')));
  result = await evaluateAnswers(inject('sampleIndexDir'));
}, 300_000);

describe('answer golden set', () => {
  it('has at least 80 questions, each fact verbatim in its section, each wrong line in the book', () => {
    expect(result.questions.length).toBeGreaterThanOrEqual(80);
    const book = truth.monographs.flatMap((m) => m.sections.map((s) => s.text)).join('\n');
    const bad: string[] = [];
    for (const q of result.questions) {
      const text = expectedDrugIds(q.expect)
        .flatMap((id) => truth.monographs.find((m) => m.drug_id === id)?.sections ?? [])
        .filter((s) => s.key === q.expect.section_key)
        .map((s) => s.text)
        .join('\n');
      for (const fact of q.must_contain) if (!text.includes(fact)) bad.push(`${q.id}: "${fact}"`);
      // A wrong answer may come from another section or another drug's monograph (the probe's
      // "Quá mẫn với …" from Chống chỉ định for a pregnancy question): it is the book's, anywhere.
      for (const fact of q.must_not_contain)
        if (!book.includes(fact)) bad.push(`${q.id}: not in the book: "${fact}"`);
    }
    expect(bad).toEqual([]);
  });

  it('meets the thresholds: fact present ≥ 0.95, no wrong band or list, first two ≥ 0.9, median ≤ 4', () => {
    const failures = answerThresholdFailures(result.summary);
    if (failures.length > 0) console.log(formatAnswerReport(result));
    expect(failures).toEqual([]);
  });

  it('never states a locked dose in the text: a locked citation quotes the book verbatim', () => {
    const bad: string[] = [];
    for (const [id, a] of result.answers) {
      for (const c of a.citations.filter((x) => x.locked_dose)) {
        if (c.quote.length === 0) bad.push(`${id}: empty locked quote`);
        if (a.answer.includes(c.quote)) bad.push(`${id}: locked quote stated in the text`);
      }
    }
    expect(bad).toEqual([]);
  });
});
