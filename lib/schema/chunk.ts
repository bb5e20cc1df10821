import { z } from 'zod';
import { blockIdSchema, blockKindSchema, blockShapeSchema, SCHEMA_VERSION } from './block';
import { bboxSchema, pageRangeSchema, pageRegionSchema, physicalPageSchema } from './geometry';
import { bookSentenceSchema } from './book-sentence';
import { lineBoxesSchema } from './line-boxes';
import { sectionKeySchema } from './section-keys';

/** A chunk's reference to a lifted block (ADR 0006 §1). */
export const chunkAttachmentSchema = z.object({
  block_id: blockIdSchema,
  kind: blockKindSchema,
  shape: blockShapeSchema,
  physical_page: physicalPageSchema,
  printed_page: z.number().int().positive(),
  bbox: bboxSchema,
  quarantined: z.boolean(),
  /** simple_table only; see blockSchema.header_row. */
  header_row: z.array(z.string()),
});
export type ChunkAttachment = z.infer<typeof chunkAttachmentSchema>;

export const chunkKindSchema = z.enum(['prose', 'block_descriptor']);
export type ChunkKind = z.infer<typeof chunkKindSchema>;

/**
 * Chunk schema v4 (document model §Chunk record) plus `regions` for the viewer's highlight:
 * one rectangle per column-run of the chunk's lines, across columns and pages.
 *
 * `source_text` is the exact contiguous source span (provenance, reassembly); `text` is what
 * is embedded and may be prefixed by `context_labels` carried forward from earlier parts.
 */
export const chunkSchema = z.object({
  chunk_id: z.string().min(1),
  drug_id: z.string().min(1),
  drug_name: z.string().min(1),
  section_key: sectionKeySchema,
  section_display_name: z.string().min(1),
  text: z.string().min(1),
  source_text: z.string().min(1),
  context_labels: z.array(z.string()),
  heading_physical_page: physicalPageSchema,
  source_page_range: pageRangeSchema,
  printed_page_range: pageRangeSchema,
  atc_codes: z.array(z.string()),
  part_index: z.number().int().nonnegative(),
  part_count: z.number().int().positive(),
  est_tokens: z.number().int().nonnegative(),
  oversized: z.boolean(),
  chunk_kind: chunkKindSchema,
  attachments: z.array(chunkAttachmentSchema),
  has_quarantined_content: z.boolean(),
  regions: z.array(pageRegionSchema),
  /**
   * Prose chunks: every printed line with its character offsets into `source_text` (see
   * line-boxes.ts), so a citation can highlight the quoted sentence alone (issue 9). Absent on
   * block descriptors and on chunks ingested before it existed; ids and texts are unchanged.
   */
  line_boxes: lineBoxesSchema.optional(),
  /**
   * Prose chunks: every sentence of `source_text` with the label chain it is read under, read at
   * ingest over the whole section (book-sentence.ts). Absent on block descriptors and on chunks
   * ingested before it existed, which the answer layer reads alone.
   */
  sentences: z.array(bookSentenceSchema).optional(),
  schema_version: z.literal(SCHEMA_VERSION),
});
export type Chunk = z.infer<typeof chunkSchema>;

/** The loader's REQUIRED_CHUNK_FIELDS (document model §Chunk record). */
export const REQUIRED_CHUNK_FIELDS = [
  'chunk_id',
  'drug_id',
  'drug_name',
  'section_key',
  'text',
  'source_text',
  'heading_physical_page',
  'source_page_range',
  'printed_page_range',
  'chunk_kind',
] as const;

/**
 * The loader's `_is_missing`: only null/undefined, an empty string or an empty collection is
 * absent. 0 and false are present — physical page 0 and has_quarantined_content=false are
 * legitimate values, and treating them as missing rejected valid chunks.
 */
export function isMissing(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value === 'string') return value.length === 0;
  if (Array.isArray(value)) return value.length === 0;
  if (value instanceof Map || value instanceof Set) return value.size === 0;
  if (typeof value === 'object') return Object.keys(value).length === 0;
  return false;
}

/** Names of REQUIRED_CHUNK_FIELDS that `record` lacks, in the loader's order. */
export function findMissingRequiredFields(record: Record<string, unknown>): string[] {
  return REQUIRED_CHUNK_FIELDS.filter((field) => isMissing(record[field]));
}

/** `{drug_id}__{section_key}__{part_index}` */
export function proseChunkId(drugId: string, sectionKey: string, partIndex: number): string {
  return `${drugId}__${sectionKey}__${partIndex}`;
}

/** `{drug_id}__{section_key}__block__{block_id}` */
export function descriptorChunkId(drugId: string, sectionKey: string, blockId: string): string {
  return `${drugId}__${sectionKey}__block__${blockId}`;
}
