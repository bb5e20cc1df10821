import type { Chunk } from '@/lib/schema/chunk';
import { makeChunk } from '@/lib/schema/testing/make-chunk';

const DEFAULT_TEXT = 'Người lớn: uống 1 viên mỗi ngày.';

/**
 * The store tests' preset of makeChunk: a valid prose chunk (not book content) whose defaults
 * sit on the edge the loader once got wrong — heading on physical page 0 and
 * has_quarantined_content=false. `text` doubles as `source_text` unless both are given.
 */
export function makeFixtureChunk(overrides: Partial<Chunk> = {}): Chunk {
  const text = overrides.text ?? DEFAULT_TEXT;
  return makeChunk({
    drug_id: 'thuoc_thu',
    drug_name: 'THUỐC THỬ',
    heading_physical_page: 0,
    source_page_range: [0, 0],
    printed_page_range: [37, 37],
    part_count: 1,
    est_tokens: Math.ceil(text.length / 4),
    has_quarantined_content: false,
    regions: [{ physical_page: 0, bbox: [56.7, 120.5, 290.1, 180.25] }],
    ...overrides,
    text,
    source_text: overrides.source_text ?? text,
  });
}
