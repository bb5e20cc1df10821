import { z } from 'zod';
import { physicalPageSchema } from './geometry';

/**
 * One line of pages.jsonl. `printed_page` is the folio read from the page itself ("i",
 * "37", "1030"), null where the page prints none; never derived from an offset, because
 * unnumbered pages inside the book break any constant offset.
 */
export const pageRecordSchema = z.object({
  physical_page: physicalPageSchema,
  printed_page: z.string().min(1).nullable(),
  width: z.number().positive(),
  height: z.number().positive(),
});
export type PageRecord = z.infer<typeof pageRecordSchema>;
