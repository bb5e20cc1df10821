import { z } from 'zod';
import { bboxSchema, pageRegionSchema, physicalPageSchema } from './geometry';
import { sectionKeySchema } from './section-keys';

export const SCHEMA_VERSION = 4 as const;

export const blockKindSchema = z.enum(['table', 'formula']);
export type BlockKind = z.infer<typeof blockKindSchema>;

/** ADR 0006's shapes, told apart from geometry (rulings, stacked baselines), never from words. */
export const blockShapeSchema = z.enum([
  'simple_table',
  'multi_level_or_merged_header',
  'cross_page_continuation',
  'formula_2d',
]);
export type BlockShape = z.infer<typeof blockShapeSchema>;

/** Ids become file names (crops/<block_id>.png) and URL segments: no dots, no slashes. */
export const blockIdSchema = z.string().regex(/^[a-z0-9][a-z0-9_-]{0,199}$/, {
  message: 'block_id must be lower-case letters, digits, "_" or "-"',
});

/**
 * A table or 2D formula lifted out of section prose and quarantined (ADR 0006). Its cell text
 * never becomes embedded text; it is answered with its crop. `physical_page`/`bbox` are the
 * first part; `regions` has one entry per page the block covers (a cross-page table has two).
 */
export const blockSchema = z.object({
  block_id: blockIdSchema,
  drug_id: z.string().min(1),
  drug_name: z.string().min(1),
  section_key: sectionKeySchema,
  kind: blockKindSchema,
  shape: blockShapeSchema,
  physical_page: physicalPageSchema,
  printed_page: z.number().int().positive(),
  bbox: bboxSchema,
  regions: z.array(pageRegionSchema).min(1),
  /**
   * simple_table only, else []. Retrieval bait, never an answer: the first ruled row as read,
   * not verified by eye (ADR 0006 caveat).
   */
  header_row: z.array(z.string()),
  /**
   * Tables only: each band column (a header naming a clearance, a creatinine, a weight, an age,
   * dialysis; else the first column) with its body cells as read (lib/text/read-band-columns.ts).
   * Tells the answer layer that the table has a row for the patient ("Thẩm phân máu", "30 - 49");
   * never stated as content (ADR 0006). Absent in indexes written before it.
   */
  band_columns: z.array(z.object({ header: z.string(), cells: z.array(z.string()) })).optional(),
  /**
   * Tables only: where each body row is printed, one region per row of `band_columns`' cells, in
   * order, from ruled edge to ruled edge across the table's width (ingestion/segment/
   * read-row-regions.ts). Geometry the answer outlines the patient's row with over the crop and
   * the page (issue 38), never text. Absent in indexes written before it, and when a continued
   * table's rows could not be placed again.
   */
  row_regions: z.array(pageRegionSchema).optional(),
  quarantined: z.literal(true),
  schema_version: z.literal(SCHEMA_VERSION),
});
export type Block = z.infer<typeof blockSchema>;
