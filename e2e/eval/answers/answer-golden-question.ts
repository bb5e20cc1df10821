import { z } from 'zod';
import { inBookExpectSchema } from '@/lib/schema/golden-question';

/**
 * One line of answer-golden-set.jsonl: a question whose answer is one fact of the sample book
 * — the band that fits the patient, the interaction sentence that names the partner, the list
 * whose direction matches — and the neighbouring facts a wrong answer would show instead.
 * Retrieval's golden set holds the section; this one holds the answer's first lines.
 */
export const answerGoldenQuestionSchema = z
  .object({
    id: z.string().regex(/^[a-z0-9-]+$/, 'id is lower-case kebab-case'),
    question: z.string().trim().min(1),
    /** The conversation before a follow-up question, oldest first (as `/api/answer` takes it). */
    history: z
      .array(z.object({ role: z.enum(['user', 'assistant']), content: z.string().min(1) }).strict())
      .min(1)
      .optional(),
    expect: inBookExpectSchema,
    tags: z.array(z.string().regex(/^[a-z0-9_]+$/, 'tags are snake_case')).min(1),
    /** Verbatim strings of the book's truth that the answer must state (or show as a locked passage). */
    must_contain: z.array(z.string().min(1)),
    /**
     * The answer's own words that must open it (in the first two lines), where what answers is a
     * gap the book leaves: "không nêu tương tác giữa A và B", "không tách riêng các thuốc làm
     * giảm …", or that a lead-in's content is the book's table shown as a crop. Not the book's
     * text, so not checked against it.
     */
    must_state: z.array(z.string().min(1)).optional(),
    /** The neighbouring band, the wrong-direction list or the wrong section: never in the answer text. */
    must_not_contain: z.array(z.string().min(1)),
  })
  .strict()
  .refine((q) => q.must_contain.length + (q.must_state?.length ?? 0) > 0, {
    message: 'must_contain or must_state names what answers',
    path: ['must_contain'],
  });
export type AnswerGoldenQuestion = z.infer<typeof answerGoldenQuestionSchema>;

/** Parses the file; throws one error naming every bad line (`file:line: problem`). */
export function parseAnswerGoldenSet(text: string, file: string): AnswerGoldenQuestion[] {
  const questions: AnswerGoldenQuestion[] = [];
  const problems: string[] = [];
  const seen = new Set<string>();
  text.split('\n').forEach((line, index) => {
    if (line.trim() === '') return;
    let raw: unknown;
    try {
      raw = JSON.parse(line);
    } catch (error) {
      problems.push(`${file}:${index + 1}: not JSON (${(error as Error).message})`);
      return;
    }
    const parsed = answerGoldenQuestionSchema.safeParse(raw);
    if (!parsed.success) {
      for (const issue of parsed.error.issues)
        problems.push(
          `${file}:${index + 1}: ${issue.path.join('.') || '(line)'}: ${issue.message}`,
        );
      return;
    }
    if (seen.has(parsed.data.id))
      problems.push(`${file}:${index + 1}: duplicate id ${parsed.data.id}`);
    seen.add(parsed.data.id);
    questions.push({ ...parsed.data, question: parsed.data.question.normalize('NFC') });
  });
  if (problems.length > 0)
    throw new Error(`Invalid answer golden set:\n  ${problems.join('\n  ')}`);
  return questions;
}
