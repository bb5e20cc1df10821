/**
 * The chunk factory for every test (policy, store, feedback): valid schema-v4 chunks, parsed
 * with chunkSchema so a fixture that drifts from the schema fails loudly, with realistic
 * defaults. The store's preset (lib/store/testing/make-fixture-chunk.ts) builds on it; before
 * issue 12 that preset was a second, unvalidated factory.
 */
import {
  chunkSchema,
  descriptorChunkId,
  proseChunkId,
  type Chunk,
  type ChunkAttachment,
} from '@/lib/schema/chunk';
import { SCHEMA_VERSION } from '@/lib/schema/block';
import { SECTION_DISPLAY_NAMES, type SectionKey } from '@/lib/schema/section-keys';

export type ChunkSeed = Partial<Omit<Chunk, 'section_key'>> & {
  section_key?: SectionKey;
  source_text: string;
};

/** A prose chunk; `has_quarantined_content` follows `attachments` unless given. */
export function makeChunk(seed: ChunkSeed): Chunk {
  const drugId = seed.drug_id ?? 'aciclovir';
  const sectionKey = seed.section_key ?? 'lieu_luong_va_cach_dung';
  const partIndex = seed.part_index ?? 0;
  const attachments = seed.attachments ?? [];
  const physical = seed.heading_physical_page ?? 130;
  const printed = seed.printed_page_range ?? [physical - 15, physical - 15];
  return chunkSchema.parse({
    chunk_id: seed.chunk_id ?? proseChunkId(drugId, sectionKey, partIndex),
    drug_id: drugId,
    drug_name: seed.drug_name ?? drugId.toUpperCase().replace(/_/g, ' '),
    section_key: sectionKey,
    section_display_name: seed.section_display_name ?? SECTION_DISPLAY_NAMES[sectionKey],
    text: seed.text ?? seed.source_text,
    source_text: seed.source_text,
    context_labels: seed.context_labels ?? [],
    heading_physical_page: physical,
    source_page_range: seed.source_page_range ?? [physical, physical],
    printed_page_range: printed,
    atc_codes: seed.atc_codes ?? [],
    part_index: partIndex,
    part_count: seed.part_count ?? partIndex + 1,
    est_tokens: seed.est_tokens ?? Math.ceil(seed.source_text.length / 3),
    oversized: seed.oversized ?? false,
    chunk_kind: seed.chunk_kind ?? 'prose',
    attachments,
    has_quarantined_content: seed.has_quarantined_content ?? attachments.some((a) => a.quarantined),
    regions: seed.regions ?? [{ physical_page: physical, bbox: [56, 120, 290, 700] }],
    ...(seed.line_boxes ? { line_boxes: seed.line_boxes } : {}),
    ...(seed.sentences ? { sentences: seed.sentences } : {}),
    schema_version: SCHEMA_VERSION,
  });
}

export function makeAttachment(
  seed: Partial<ChunkAttachment> & { block_id: string },
): ChunkAttachment {
  const kind = seed.kind ?? 'table';
  return {
    block_id: seed.block_id,
    kind,
    shape: seed.shape ?? (kind === 'formula' ? 'formula_2d' : 'simple_table'),
    physical_page: seed.physical_page ?? 220,
    printed_page: seed.printed_page ?? 205,
    bbox: seed.bbox ?? [306, 80, 540, 260],
    quarantined: seed.quarantined ?? true,
    header_row: seed.header_row ?? [],
  };
}

/**
 * The descriptor chunk ADR 0006 §2 specifies: metadata only, the header row for a simple table,
 * never a cell value.
 */
export function makeDescriptorChunk(
  owner: Pick<Chunk, 'drug_id' | 'drug_name' | 'section_key'>,
  attachment: ChunkAttachment,
): Chunk {
  const display = SECTION_DISPLAY_NAMES[owner.section_key];
  const kindWord = attachment.kind === 'table' ? 'bảng' : 'công thức';
  const columns =
    attachment.shape === 'simple_table' && attachment.header_row.length > 0
      ? ` Cột: ${attachment.header_row.join(' | ')}.`
      : '';
  const text = `${owner.drug_name} — ${display} — ${kindWord}, trang in ${attachment.printed_page}.${columns}`;
  return makeChunk({
    chunk_id: descriptorChunkId(owner.drug_id, owner.section_key, attachment.block_id),
    drug_id: owner.drug_id,
    drug_name: owner.drug_name,
    section_key: owner.section_key,
    source_text: text,
    heading_physical_page: attachment.physical_page,
    source_page_range: [attachment.physical_page, attachment.physical_page],
    printed_page_range: [attachment.printed_page, attachment.printed_page],
    chunk_kind: 'block_descriptor',
    attachments: [attachment],
    has_quarantined_content: true,
    regions: [{ physical_page: attachment.physical_page, bbox: attachment.bbox }],
  });
}
