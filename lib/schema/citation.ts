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

/** The quantities a table's rows are banded by that a patient's row is outlined for. */
export const rowQuantitySchema = z.enum(['renal_function', 'weight_kg', 'age_years']);
export type RowQuantity = z.infer<typeof rowQuantitySchema>;

/**
 * Why more than one row is outlined: the value is on the edge two rows share ("15 - 30", "30 -
 * 40"), the book's bands overlap, the patient's value was typed as a range, or it falls between
 * two rows printed in whole numbers.
 */
export const patientRowsNoteSchema = z.enum(['edge', 'overlap', 'range', 'between']);
export type PatientRowsNote = z.infer<typeof patientRowsNoteSchema>;

/**
 * Issue 38: the rows of a table crop whose band holds the patient's value, outlined over the
 * book's picture; the other body rows shaded. Geometry only (ADR 0006): no cell is ever answer
 * text; `band` is the matched cell as printed, for the outline's `data-row-band`.
 */
export const patientRowsSchema = z.object({
  quantity: rowQuantitySchema,
  /** Every body row of the table, top to bottom: where it is printed and whether it holds. */
  rows: z
    .array(
      z.object({
        region: pageRegionSchema,
        holds: z.boolean(),
        /** Holding rows: the text of the cell whose band was matched ("20 - 49"). */
        band: z.string().min(1).optional(),
      }),
    )
    .min(1),
  note: patientRowsNoteSchema.optional(),
  /** The patient's kidney value was an eGFR, matched against the table's clearance bands. */
  by_egfr: z.boolean().optional(),
});
export type PatientRows = z.infer<typeof patientRowsSchema>;

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
  /** A table banded by a value the patient has: its rows, the patient's outlined (issue 38). */
  patient_rows: patientRowsSchema.optional(),
});
export type AnswerAttachment = z.infer<typeof answerAttachmentSchema>;
