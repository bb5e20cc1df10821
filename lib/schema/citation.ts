import { z } from 'zod';
import { blockIdSchema, blockKindSchema, blockShapeSchema } from './block';
import { bboxSchema, pageRangeSchema, pageRegionSchema, physicalPageSchema } from './geometry';
import { sectionKeySchema } from './section-keys';

/** What the UI needs to show a chip, a quote card and the highlighted page. */
export const citationSchema = z.object({
  /** 1-based marker as it appears in the answer text: "[1]". */
  marker: z.number().int().positive(),
  chunk_id: z.string().min(1),
  drug_name: z.string().min(1),
  section_key: sectionKeySchema,
  section_display_name: z.string().min(1),
  printed_page_range: pageRangeSchema,
  source_page_range: pageRangeSchema,
  regions: z.array(pageRegionSchema),
  /** Verbatim from the chunk's source_text. */
  quote: z.string(),
  /**
   * Regions of the quoted sentence(s) only, one per line-run piece (a quote across a column or
   * page break gets one region per piece): drawn strongly (`data-strength="quote"`), while
   * `regions` (the whole chunk) is drawn faintly as context. Issue 9.
   */
  quote_regions: z.array(pageRegionSchema).optional(),
  /**
   * The quoted sentence states a dose from a chunk that carries quarantined content (ADR 0006
   * rule 3): the UI shows the quote as a passage crop of the book (`crop[data-kind="passage"]`),
   * never as text. Issue 9.
   */
  locked_dose: z.boolean().optional(),
});
export type Citation = z.infer<typeof citationSchema>;

/** A lifted table/formula the answer must show as a crop of the book (ADR 0006). */
export const answerAttachmentSchema = z.object({
  block_id: blockIdSchema,
  kind: blockKindSchema,
  shape: blockShapeSchema,
  printed_page: z.number().int().positive(),
  physical_page: physicalPageSchema,
  bbox: bboxSchema,
  regions: z.array(pageRegionSchema).min(1),
  crop_url: z.string().min(1),
  drug_name: z.string().min(1),
  section_display_name: z.string().min(1),
});
export type AnswerAttachment = z.infer<typeof answerAttachmentSchema>;
