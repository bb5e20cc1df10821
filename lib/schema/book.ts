import { z } from 'zod';
import { pageRecordSchema } from './page';

/**
 * GET /api/book: the served book's shape, read-only. The viewer maps printed folios to PDF pages
 * with it (issue 15) and QA's citation kit checks that a citation opened the right page (issue 16).
 */
export const bookInfoSchema = z.object({
  /** sha256 of the PDF the index was built from (source.json). */
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
  page_count: z.number().int().positive(),
  /** One record per physical page, in order: the folio map the ingest recorded (pages.jsonl). */
  pages: z.array(pageRecordSchema),
});
export type BookInfo = z.infer<typeof bookInfoSchema>;
