import { z } from 'zod';
import { bboxSchema, pageRegionSchema, physicalPageSchema } from './geometry';
import { blockKindSchema, blockShapeSchema } from './block';
import { sectionKeySchema } from './section-keys';

/**
 * truth.json beside a generated sample book. Written from the same data and positions that drew
 * the PDF, never by re-reading it, so tests of extraction and segmentation have an independent
 * answer key.
 */

export const regionKeySchema = z.enum(['general_chapters', 'monographs', 'appendices']);
export type RegionKey = z.infer<typeof regionKeySchema>;

export const truthPageSchema = z.object({
  physical_page: physicalPageSchema,
  /** The folio as printed ("iii", "37"), or null for a page that prints none. */
  printed_page: z.string().nullable(),
  /** Which part of the book the page belongs to. */
  part: z.enum(['front_matter', 'region_title', 'general_chapters', 'monographs', 'appendices']),
  /** The running header as drawn, or null where the page has none. */
  running_header: z
    .object({
      drug_name: z.string().nullable(),
      folio: z.string(),
      side: z.enum(['left', 'right']),
      bbox: bboxSchema,
    })
    .nullable(),
});

export const truthRegionSchema = z.object({
  key: regionKeySchema,
  title: z.string(),
  title_physical_page: physicalPageSchema,
  first_physical_page: physicalPageSchema,
  last_physical_page: physicalPageSchema,
});

export const truthSectionSchema = z.object({
  key: sectionKeySchema,
  /** As printed, variants included ("Thông tin qui chế", "Hướng dẫn cách xử trí"). */
  heading_text: z.string(),
  heading_physical_page: physicalPageSchema,
  heading_bbox: bboxSchema,
  /** Prose only, blocks removed; paragraphs joined by "\n", wrapped lines by one space. */
  text: z.string(),
});

export const truthMonographSchema = z.object({
  drug_id: z.string(),
  drug_name: z.string(),
  inn: z.string(),
  atc_codes: z.array(z.string()),
  drug_class: z.string(),
  trade_names: z.array(z.string()),
  title_physical_page: physicalPageSchema,
  title_bbox: bboxSchema,
  last_physical_page: physicalPageSchema,
  sections: z.array(truthSectionSchema),
});

export const truthBlockSchema = z.object({
  block_id: z.string(),
  drug_id: z.string(),
  section_key: sectionKeySchema,
  kind: blockKindSchema,
  shape: blockShapeSchema,
  /** One region per page the block is drawn on, in reading order. */
  regions: z.array(pageRegionSchema).min(1),
  /** The last row of the header (the column labels); for a formula, []. */
  header_row: z.array(z.string()),
  /** Every header row as drawn (two for a merged header; a spanning cell repeats its text). */
  header_rows: z.array(z.array(z.string())),
  /** Every body cell, row by row. */
  rows: z.array(z.array(z.string())),
  /** For formula_2d: the parts as drawn. */
  formula: z.object({ lhs: z.string(), numerator: z.string(), denominator: z.string() }).nullable(),
  /** The prose paragraph just before the block (it never says "xem bảng" for that trap). */
  preceding_text: z.string(),
});

export const trapKindSchema = z.enum([
  'heading_at_column_end',
  'sentence_across_column',
  'sentence_across_page',
  'dosing_label',
  'decimal_comma',
  'long_interaction_list',
  'class_monograph_multi_atc',
  'pharmacokinetics_heading',
  'heading_variant',
  'simple_table',
  'merged_header_table',
  'cross_page_table',
  /** A table continued at the head of the next column under "(tiếp theo)", header not repeated. */
  'column_continued_table',
  'formula_2d',
  'table_without_xem_bang',
  'header_names_other_drug',
  'monograph_starts_mid_column',
  'unknown_heading',
  /** A word with a superscript/subscript (drawn raised/lowered) at a line's start, middle, end. */
  'script_at_line_start',
  'script_mid_line',
  'script_at_line_end',
]);
export type TrapKind = z.infer<typeof trapKindSchema>;

export const truthTrapSchema = z.object({
  kind: trapKindSchema,
  physical_page: physicalPageSchema,
  drug_id: z.string().nullable(),
  section_key: sectionKeySchema.nullable(),
  /** The text that shows the trap (a label and its dose, the split sentence, the heading). */
  detail: z.string(),
});

export const sampleTruthSchema = z.object({
  schema: z.literal('dtqg-sample-truth/1'),
  not_for_clinical_use: z.literal(true),
  generator: z.object({
    monographs: z.number().int().positive(),
    seed: z.number().int(),
    font_family: z.string(),
  }),
  page_size: z.object({ width: z.number(), height: z.number() }),
  pages: z.array(truthPageSchema),
  regions: z.array(truthRegionSchema),
  monographs: z.array(truthMonographSchema),
  blocks: z.array(truthBlockSchema),
  traps: z.array(truthTrapSchema),
});
export type SampleTruth = z.infer<typeof sampleTruthSchema>;
export type TruthMonograph = z.infer<typeof truthMonographSchema>;
export type TruthBlock = z.infer<typeof truthBlockSchema>;
export type TruthSection = z.infer<typeof truthSectionSchema>;
