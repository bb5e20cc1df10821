import { z } from 'zod';
import { HISTORY_MAX_TURNS, historyTurnSchema, QUESTION_MAX_CHARS } from './chat-message';
import { sectionKeySchema } from './section-keys';

/**
 * One line of a citation-kit case file (issue 16): a question QA asks in the UI and what the
 * answer must show. The field names are a contract — other teams write these files by hand —
 * so unknown fields are an error rather than silently ignored (a misspelt `must_not_contain`
 * would otherwise check nothing).
 */

/** What kind of answer the case expects. */
export const citationCaseFormSchema = z.enum([
  /** Cited text: a citation of the drug and section, on one of the printed pages. */
  'answer',
  /** A table or formula answered by its crop only (ADR 0006 rule 2): cited, and a crop shown. */
  'crop_only',
  /** The book does not answer it: a not_found notice, nothing cited, no crop. */
  'not_found',
]);
export type CitationCaseForm = z.infer<typeof citationCaseFormSchema>;

const nonEmptyStrings = z.array(z.string().trim().min(1, { message: 'empty string' }));

export const citationCaseSchema = z
  .strictObject({
    /** Names the case in every report and its screenshot file: letters, digits, `.`, `_`, `-`. */
    id: z
      .string()
      .regex(/^[\p{L}\p{N}][\p{L}\p{N}._-]*$/u, {
        message: 'id: letters, digits, ".", "_" or "-", starting with a letter or digit',
      })
      .max(120),
    question: z.string().trim().min(1).max(QUESTION_MAX_CHARS),
    /** Earlier turns, exactly as POST /api/answer takes them (newest last). */
    history: z.array(historyTurnSchema).max(HISTORY_MAX_TURNS).optional(),
    /** As the book prints the monograph title; compared case-insensitively. */
    drug_name: z.string().trim().min(1).optional(),
    section_key: sectionKeySchema.optional(),
    /** Printed folios ("57", "xii"), any of which may be cited. Strings: folios are not numbers. */
    printed_pages: z
      .array(z.string({ message: 'printed pages are strings, e.g. "57"' }).trim().min(1))
      .min(1)
      .optional(),
    form: citationCaseFormSchema.optional(),
    /** Text the answer must show (case-insensitive, whitespace-collapsed). */
    must_contain: nonEmptyStrings.optional(),
    /** Text the answer must not show: a dose that belongs in a crop, another drug's name. */
    must_not_contain: nonEmptyStrings.optional(),
    /** true: at least one crop must be shown and load; false: no crop may be shown. */
    crop: z.boolean(),
  })
  .superRefine((value, ctx) => {
    const expectsCitation = value.form !== 'not_found';
    for (const field of ['drug_name', 'section_key', 'printed_pages'] as const) {
      if (expectsCitation && value[field] === undefined) {
        ctx.addIssue({
          code: 'custom',
          path: [field],
          message: `required unless form is "not_found"`,
        });
      }
      if (!expectsCitation && value[field] !== undefined) {
        ctx.addIssue({
          code: 'custom',
          path: [field],
          message: 'must be absent when form is "not_found" (nothing is cited)',
        });
      }
    }
    if (value.form === 'not_found' && value.crop) {
      ctx.addIssue({ code: 'custom', path: ['crop'], message: 'a not_found answer shows no crop' });
    }
    if (value.form === 'crop_only' && !value.crop) {
      ctx.addIssue({
        code: 'custom',
        path: ['crop'],
        message: 'a crop_only answer is its crop: crop must be true',
      });
    }
  })
  .transform((value) => ({
    ...value,
    form: value.form ?? 'answer',
    must_contain: value.must_contain ?? [],
    must_not_contain: value.must_not_contain ?? [],
  }));

/** A case as written in the file. */
export type CitationCaseInput = z.input<typeof citationCaseSchema>;
/** A case with its defaults applied (`form: "answer"`, empty string lists). */
export type CitationCase = z.output<typeof citationCaseSchema>;
