import type { Block } from '@/lib/schema/block';
import type { ChunkAttachment } from '@/lib/schema/chunk';

/** A chunk's reference to a lifted block (ADR 0006 §1). The header row is kept for simple tables only. */
export function toChunkAttachment(block: Block): ChunkAttachment {
  return {
    block_id: block.block_id,
    kind: block.kind,
    shape: block.shape,
    physical_page: block.physical_page,
    printed_page: block.printed_page,
    bbox: [...block.bbox],
    quarantined: block.quarantined,
    header_row: block.shape === 'simple_table' ? [...block.header_row] : [],
  };
}
