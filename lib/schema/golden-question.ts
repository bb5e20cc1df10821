import { z } from 'zod';
import { sectionKeySchema } from '@/lib/schema/section-keys';

/**
 * One line of golden-set.jsonl: a question a clinician would type about the sample book, and
 * where in the book its answer is. The expectation is a (drug, section) pair because that is
 * what retrieval can be held to: the answer layer quotes sentences from the section it gets.
 */

const drugIdSchema = z
  .string()
  .regex(/^[a-z0-9_]+$/, 'drug_id is a monograph id such as "kali_clorid"');

export const inBookExpectSchema = z.union([
  z.object({ drug_id: drugIdSchema, section_key: sectionKeySchema }).strict(),
  /** "A có tương tác với B không?": either drug's interaction section answers it. */
  z
    .object({
      drug_ids: z.tuple([drugIdSchema, drugIdSchema]),
      section_key: z.literal('tuong_tac_thuoc'),
    })
    .strict()
    .refine(
      (e) => e.drug_ids[0] !== e.drug_ids[1],
      'an interaction pair names two different drugs',
    ),
]);
export type InBookExpect = z.infer<typeof inBookExpectSchema>;

export const notInBookExpectSchema = z.object({ not_in_book: z.literal(true) }).strict();

export const goldenExpectSchema = z.union([inBookExpectSchema, notInBookExpectSchema]);
export type GoldenExpect = z.infer<typeof goldenExpectSchema>;

export const goldenQuestionSchema = z
  .object({
    id: z.string().regex(/^[a-z0-9-]+$/, 'id is lower-case kebab-case'),
    question: z.string().trim().min(1),
    history: z
      .array(z.object({ role: z.enum(['user', 'assistant']), content: z.string().min(1) }).strict())
      .min(1)
      .optional(),
    expect: goldenExpectSchema,
    tags: z.array(z.string().regex(/^[a-z0-9_]+$/, 'tags are snake_case')).min(1),
    /**
     * Words printed in the expected section (its prose or a table/formula lifted from it), so the
     * file can be checked against the book's truth: the question is answerable from the book.
     */
    evidence: z.string().trim().min(1).optional(),
  })
  .strict()
  .superRefine((q, ctx) => {
    const abstain = 'not_in_book' in q.expect;
    if (abstain && q.evidence !== undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['evidence'],
        message: 'a not-in-book question has no evidence',
      });
    }
    if (abstain !== q.tags.includes('not_in_book')) {
      ctx.addIssue({
        code: 'custom',
        path: ['tags'],
        message: 'the tag "not_in_book" goes with expect.not_in_book and only with it',
      });
    }
  });
export type GoldenQuestion = z.infer<typeof goldenQuestionSchema>;

export function isNotInBook(expect: GoldenExpect): expect is z.infer<typeof notInBookExpectSchema> {
  return 'not_in_book' in expect;
}

/** The drugs whose section answers an in-book question. */
export function expectedDrugIds(expect: InBookExpect): readonly string[] {
  return 'drug_ids' in expect ? expect.drug_ids : [expect.drug_id];
}

/**
 * Parses golden-set.jsonl. Throws one error listing every bad line as `file:line: problem`,
 * duplicate ids included, so a broken edit is fixed in one pass.
 */
export function parseGoldenSet(text: string, file: string): GoldenQuestion[] {
  const questions: GoldenQuestion[] = [];
  const problems: string[] = [];
  const seen = new Map<string, number>();
  text.split('\n').forEach((line, index) => {
    const lineNo = index + 1;
    if (line.trim() === '') return;
    let raw: unknown;
    try {
      raw = JSON.parse(line);
    } catch (error) {
      problems.push(`${file}:${lineNo}: not JSON (${(error as Error).message})`);
      return;
    }
    const parsed = goldenQuestionSchema.safeParse(raw);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        problems.push(`${file}:${lineNo}: ${issue.path.join('.') || '(line)'}: ${issue.message}`);
      }
      return;
    }
    const question = { ...parsed.data, question: parsed.data.question.normalize('NFC') };
    const first = seen.get(question.id);
    if (first !== undefined) {
      problems.push(`${file}:${lineNo}: id "${question.id}" already used on line ${first}`);
      return;
    }
    seen.set(question.id, lineNo);
    questions.push(question);
  });
  if (problems.length > 0) throw new Error(`Invalid golden set:\n  ${problems.join('\n  ')}`);
  return questions;
}
