import { goldenQuestionSchema, type GoldenQuestion } from '@/lib/schema/golden-question';
import type { FeedbackRow } from '@/lib/schema/feedback';

/**
 * A thumbs-down vote as a golden-set line (e2e/eval/retrieval/golden-set.jsonl) for a
 * pharmacist to correct: the expectation is what the answer cited first, or "not in the book"
 * when it cited nothing; both are only the starting point (tag `from_feedback`), since the vote
 * says the answer was wrong. Every line parses with the golden set's own schema.
 */
export function toGoldenQuestion(row: FeedbackRow): GoldenQuestion {
  const first = row.citations[0];
  return goldenQuestionSchema.parse({
    id: `feedback-${row.id}`,
    question: row.question,
    expect: first
      ? { drug_id: first.drug_id, section_key: first.section_key }
      : { not_in_book: true },
    tags: first ? ['from_feedback'] : ['from_feedback', 'not_in_book'],
  });
}
