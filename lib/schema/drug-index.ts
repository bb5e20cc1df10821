import { z } from 'zod';
import { pageRangeSchema, pageRegionSchema, physicalPageSchema } from './geometry';
import { sectionKeySchema } from './section-keys';

/** One section of a monograph as the drug index lists it: where its heading is printed. */
export const drugIndexSectionSchema = z.object({
  key: sectionKeySchema,
  display_name: z.string().min(1),
  physical_page: physicalPageSchema,
  /** The folio printed on the heading's page; null where none is printed. */
  printed_page: z.string().min(1).nullable(),
  /** The heading and the section's first lines (at most three, one page), to highlight. */
  regions: z.array(pageRegionSchema),
});
export type DrugIndexSection = z.infer<typeof drugIndexSectionSchema>;

/** One monograph in the drug index (GET /api/drug-index), A–Z. */
export const drugIndexEntrySchema = z.object({
  drug_id: z.string().min(1),
  drug_name: z.string().min(1),
  inn: z.string().nullable(),
  trade_names: z.array(z.string()),
  /** Printed folios [first, last] as the ingest recorded them (monographs.jsonl). */
  printed_page_range: pageRangeSchema,
  source_page_range: pageRangeSchema,
  /** The title line, highlighted when the drug itself is opened. */
  title: pageRegionSchema,
  sections: z.array(drugIndexSectionSchema),
});
export type DrugIndexEntry = z.infer<typeof drugIndexEntrySchema>;

export const drugIndexSchema = z.object({
  drugs: z.array(drugIndexEntrySchema),
});
export type DrugIndex = z.infer<typeof drugIndexSchema>;

/** GET /api/drug-index/match?q=…: the request. */
export const drugIndexQuerySchema = z.object({
  q: z.string().trim().min(1).max(100),
});

/** How a filter text named a drug: its title, its INN line, a trade name, or a near spelling. */
export const drugMatchHowSchema = z.enum(['name', 'inn', 'trade', 'spelling', 'typo']);
export type DrugMatchHow = z.infer<typeof drugMatchHowSchema>;

export const drugIndexMatchSchema = z.object({
  query: z.string(),
  /** Matching monographs, A–Z as the index lists them. */
  matches: z.array(z.object({ drug_id: z.string().min(1), how: drugMatchHowSchema })),
});
export type DrugIndexMatch = z.infer<typeof drugIndexMatchSchema>;
