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
