import { z } from 'zod';
import { SCHEMA_VERSION } from './block';
import { bboxSchema, pageRangeSchema, physicalPageSchema } from './geometry';
import { sectionKeySchema } from './section-keys';

/**
 * One section of a monograph, as segmented: the heading as printed (variants kept) and the
 * prose body with every lifted block removed. `text` paragraphs are joined by "\n"; a
 * paragraph's wrapped lines by a single space.
 */
export const sectionSpanSchema = z.object({
  key: sectionKeySchema,
  display_name: z.string().min(1),
  heading_text: z.string().min(1),
  heading_physical_page: physicalPageSchema,
  text: z.string(),
  source_page_range: pageRangeSchema,
  block_ids: z.array(z.string()),
});
export type SectionSpan = z.infer<typeof sectionSpanSchema>;

/** A bold line that looked like a heading but maps to no key: kept as text, counted. */
export const unknownHeadingSchema = z.object({
  text: z.string().min(1),
  physical_page: physicalPageSchema,
  kept_in_section: sectionKeySchema.nullable(),
});
export type UnknownHeading = z.infer<typeof unknownHeadingSchema>;

export const monographSchema = z.object({
  drug_id: z.string().regex(/^[a-z0-9_]+$/),
  drug_name: z.string().min(1),
  title_physical_page: physicalPageSchema,
  title_bbox: bboxSchema,
  source_page_range: pageRangeSchema,
  printed_page_range: pageRangeSchema,
  inn: z.string().nullable(),
  atc_codes: z.array(z.string()),
  /** The book says "Mã ATC: Không có." rather than omitting the line. */
  atc_stated_absent: z.boolean(),
  trade_names: z.array(z.string()),
  sections: z.array(sectionSpanSchema),
  unknown_headings: z.array(unknownHeadingSchema),
  schema_version: z.literal(SCHEMA_VERSION),
});
export type Monograph = z.infer<typeof monographSchema>;
