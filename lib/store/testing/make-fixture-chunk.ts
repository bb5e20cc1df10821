import { proseChunkId, type Chunk } from '@/lib/schema/chunk';
import { SECTION_DISPLAY_NAMES } from '@/lib/schema/section-keys';

/**
 * A valid schema-v4 prose chunk for tests (not book content). Defaults sit on the edge the
 * loader once got wrong: heading on physical page 0 and has_quarantined_content=false.
 */
export function makeFixtureChunk(overrides: Partial<Chunk> = {}): Chunk {
  const drugId = overrides.drug_id ?? 'thuoc_thu';
  const sectionKey = overrides.section_key ?? 'lieu_luong_va_cach_dung';
  const partIndex = overrides.part_index ?? 0;
  const text = overrides.text ?? 'Người lớn: uống 1 viên mỗi ngày.';
  return {
    chunk_id: proseChunkId(drugId, sectionKey, partIndex),
    drug_id: drugId,
    drug_name: 'THUỐC THỬ',
    section_key: sectionKey,
    section_display_name: SECTION_DISPLAY_NAMES[sectionKey],
    text,
    source_text: text,
    context_labels: [],
    heading_physical_page: 0,
    source_page_range: [0, 0],
    printed_page_range: [37, 37],
    atc_codes: [],
    part_index: partIndex,
    part_count: 1,
    est_tokens: Math.ceil(text.length / 4),
    oversized: false,
    chunk_kind: 'prose',
    attachments: [],
    has_quarantined_content: false,
    regions: [{ physical_page: 0, bbox: [56.7, 120.5, 290.1, 180.25] }],
    schema_version: 4,
    ...overrides,
  };
}
