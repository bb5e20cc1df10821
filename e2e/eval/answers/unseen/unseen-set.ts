import { readFileSync } from 'node:fs';
import path from 'node:path';
import { readRealdataSections } from '@/ingestion/chunk/testing/read-realdata-sections';
import { realdataPath } from '@/lib/testing/realdata';
import { parseAnswerGoldenSet, type AnswerGoldenQuestion } from '../answer-golden-question';

/**
 * The unseen set: clinicians' questions about the 18 monographs of
 * `dtqg-markdown-more/sections_by_monograph_more.jsonl`, written from the monograph text alone
 * and committed before any answer was seen (docs/eval-log.md holds the first-run figures). The
 * answer layer was never tuned to them; do not tune it to them either, or they stop measuring
 * generalisation.
 */
export const UNSEEN_QUESTIONS = path.resolve(import.meta.dirname, 'unseen-questions.jsonl');

/**
 * Batch 2: new questions on the same 18 monographs (different facts or phrasings from batch 1),
 * written and committed before any run once the answer layer had been changed while looking at
 * batch 1's misses — so that batch 1 no longer measured generalisation (issue 36 item 7: "do
 * this again for each new batch"). Every line carries the tag `batch2`.
 */
export const UNSEEN_QUESTIONS_BATCH2 = path.resolve(
  import.meta.dirname,
  'unseen-questions-batch2.jsonl',
);

/**
 * Batch 3: new questions on the same 18 monographs (different facts or phrasings from batches 1
 * and 2), written and committed before any run once the answer layer had been changed while
 * looking at both earlier batches' misses. Every line carries the tag `batch3`.
 */
export const UNSEEN_QUESTIONS_BATCH3 = path.resolve(
  import.meta.dirname,
  'unseen-questions-batch3.jsonl',
);

/**
 * Batch 4: new questions on the same 18 monographs, written blind (by a helper that read only the
 * monograph text and the earlier batches' questions, never an answer) and committed before any
 * run, once ingest stored each sentence's label chain (BookSentence) and the question was read
 * once. Every line carries the tag `batch4`.
 */
export const UNSEEN_QUESTIONS_BATCH4 = path.resolve(
  import.meta.dirname,
  'unseen-questions-batch4.jsonl',
);

/**
 * Batch 5: 45 more, written blind the same way after the fixes made from batch 4's misses, and
 * committed before any run: the first run of this stop's changes on questions nobody tuned to.
 * Every line carries the tag `batch5`.
 */
export const UNSEEN_QUESTIONS_BATCH5 = path.resolve(
  import.meta.dirname,
  'unseen-questions-batch5.jsonl',
);

/**
 * Batch 6: 45 more, written blind the same way at the start of stop 37 and committed before any
 * run; its first run was taken both on the code as stop 36 left it and on the first change of
 * stop 37 (contraindications by a named condition), each before any answer was read.
 * Every line carries the tag `batch6`.
 */
export const UNSEEN_QUESTIONS_BATCH6 = path.resolve(
  import.meta.dirname,
  'unseen-questions-batch6.jsonl',
);

/**
 * Batch 7: 45 more, written blind the same way after every fix this stop made from batch 6's
 * misses, and committed before any run. Every line carries the tag `batch7`.
 */
export const UNSEEN_QUESTIONS_BATCH7 = path.resolve(
  import.meta.dirname,
  'unseen-questions-batch7.jsonl',
);

/** Each batch's question file; batch 1 is the default everywhere. */
export const UNSEEN_BATCHES = {
  1: UNSEEN_QUESTIONS,
  2: UNSEEN_QUESTIONS_BATCH2,
  3: UNSEEN_QUESTIONS_BATCH3,
  4: UNSEEN_QUESTIONS_BATCH4,
  5: UNSEEN_QUESTIONS_BATCH5,
  6: UNSEEN_QUESTIONS_BATCH6,
  7: UNSEEN_QUESTIONS_BATCH7,
} as const;
export type UnseenBatch = keyof typeof UNSEEN_BATCHES;

export function isUnseenBatch(value: number): value is UnseenBatch {
  return Object.hasOwn(UNSEEN_BATCHES, value);
}

/** The realdata file the questions were written from, relative to the realdata folder. */
export const UNSEEN_SECTIONS = 'dtqg-markdown-more/sections_by_monograph_more.jsonl';
export const UNSEEN_SECTIONS_PATH = realdataPath(UNSEEN_SECTIONS);

export function readUnseenQuestions(batch: UnseenBatch = 1): AnswerGoldenQuestion[] {
  const file = UNSEEN_BATCHES[batch];
  return parseAnswerGoldenSet(readFileSync(file, 'utf8'), file);
}

/**
 * Each monograph's sections as the harness cleans them (Markdown tables lifted out, '#' and '*'
 * dropped, whitespace collapsed), keyed `drug_id` → `section_key` → paragraphs. Null when the
 * realdata file is absent.
 */
export function readUnseenParagraphs(): Map<string, Map<string, string[]>> | null {
  const sections = readRealdataSections(UNSEEN_SECTIONS_PATH);
  if (!sections) return null;
  const byDrug = new Map<string, Map<string, string[]>>();
  for (const { input } of sections) {
    const bySection = byDrug.get(input.drug_id) ?? new Map<string, string[]>();
    bySection.set(input.section_key, [
      ...(bySection.get(input.section_key) ?? []),
      ...input.text.split('\n'),
    ]);
    byDrug.set(input.drug_id, bySection);
  }
  return byDrug;
}
