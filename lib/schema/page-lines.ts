import { z } from 'zod';
import { bboxSchema, physicalPageSchema } from './geometry';

/**
 * One line of page-lines.jsonl: a page's text as the ingest read it, line by line in reading
 * order with each line's box (PDF points, top-left origin, rounded to 0.1 pt), running
 * headers/footers removed. Every line of the page, not only the monograph chunks' text, so
 * "find in the book" reaches front matter, table captions and cells too (issue 15).
 */
export const pageLineSchema = z.object({
  text: z.string().min(1),
  bbox: bboxSchema,
});
export type PageLine = z.infer<typeof pageLineSchema>;

export const pageLinesSchema = z.object({
  physical_page: physicalPageSchema,
  lines: z.array(pageLineSchema),
});
export type PageLines = z.infer<typeof pageLinesSchema>;
