import type { Chunk } from '@/lib/schema/chunk';
import type { PageRecord } from '@/lib/schema/page';
import type { SegmentedBook } from './segment/segment-book';

/** report.json's `counts`: what the ingest found, for the summary table and for trend checks. */
export function countIngest(
  book: SegmentedBook,
  chunks: readonly Chunk[],
  pages: readonly PageRecord[],
): Record<string, number> {
  const shapes: Record<string, number> = {};
  for (const b of book.blocks) shapes[`blocks_${b.shape}`] = (shapes[`blocks_${b.shape}`] ?? 0) + 1;
  return {
    pages: pages.length,
    monograph_range_first_physical_page: book.monograph_range[0],
    monograph_range_last_physical_page: book.monograph_range[1],
    monographs: book.monographs.length,
    sections: book.sections.length,
    unknown_headings: book.monographs.reduce((n, m) => n + m.unknown_headings.length, 0),
    blocks: book.blocks.length,
    ...shapes,
    chunks: chunks.length,
    prose_chunks: chunks.filter((c) => c.chunk_kind === 'prose').length,
    descriptor_chunks: chunks.filter((c) => c.chunk_kind === 'block_descriptor').length,
    chunks_with_quarantined_content: chunks.filter((c) => c.has_quarantined_content).length,
    oversized_chunks: chunks.filter((c) => c.oversized).length,
    split_sections: new Set(
      chunks.filter((c) => c.part_count > 1).map((c) => `${c.drug_id}/${c.section_key}`),
    ).size,
  };
}
