import { z } from 'zod';

/**
 * What a sentence is to the book: something it says, or a label or heading that governs the
 * sentences after it and says nothing itself.
 */
export const bookSentenceKindSchema = z.enum(['content', 'label', 'heading']);
export type BookSentenceKind = z.infer<typeof bookSentenceKindSchema>;

/**
 * One sentence of a section, read once at ingest over the whole section (issue 36 item 2), so
 * its label chain is the same whatever part the packer put it in. Offsets are [start, end) into
 * the chunk's `source_text`.
 */
export const bookSentenceSchema = z.object({
  start: z.number().int().nonnegative(),
  end: z.number().int().positive(),
  kind: bookSentenceKindSchema,
  /** The labels the sentence is read under, outermost first, as the book prints them. */
  labels: z.array(z.string()),
  /**
   * A heading too long for a label printed over it, shown only when a question names it, and
   * the scope it was printed under (where it goes among the labels when shown). Absent when
   * none: most sentences have none, and an index stores hundreds of thousands of sentences.
   */
  topic: z.object({ text: z.string(), scope: z.array(z.string()) }).optional(),
});
export type BookSentence = z.infer<typeof bookSentenceSchema>;
