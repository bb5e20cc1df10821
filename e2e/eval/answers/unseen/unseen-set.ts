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

/** The realdata file the questions were written from, relative to the realdata folder. */
export const UNSEEN_SECTIONS = 'dtqg-markdown-more/sections_by_monograph_more.jsonl';
export const UNSEEN_SECTIONS_PATH = realdataPath(UNSEEN_SECTIONS);

export function readUnseenQuestions(): AnswerGoldenQuestion[] {
  return parseAnswerGoldenSet(readFileSync(UNSEEN_QUESTIONS, 'utf8'), UNSEEN_QUESTIONS);
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
