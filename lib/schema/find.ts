import { z } from 'zod';
import { pageRegionSchema, physicalPageSchema } from './geometry';

/** GET /api/find?q=…: the request. */
export const findQuerySchema = z.object({
  q: z.string().trim().min(2).max(100),
});

/** One occurrence of the query in the book's text (page-lines.jsonl). */
export const findHitSchema = z.object({
  physical_page: physicalPageSchema,
  /** The folio printed on that page; null where none is printed. */
  printed_page: z.string().min(1).nullable(),
  line_index: z.number().int().nonnegative(),
  /** The match as printed, with some text either side. */
  before: z.string(),
  match: z.string().min(1),
  after: z.string(),
  /** The box of every line the match touches, for the viewer's highlight. */
  regions: z.array(pageRegionSchema).min(1),
});
export type FindHit = z.infer<typeof findHitSchema>;

export const findResultSchema = z.object({
  query: z.string(),
  /** Every occurrence in the book; `hits` holds at most the route's limit of them. */
  total: z.number().int().nonnegative(),
  truncated: z.boolean(),
  hits: z.array(findHitSchema),
});
export type FindResult = z.infer<typeof findResultSchema>;
