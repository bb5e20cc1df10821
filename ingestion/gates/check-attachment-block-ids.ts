import type { Block } from '@/lib/schema/block';
import type { Chunk } from '@/lib/schema/chunk';
import { gateResult, type GateResult } from './gate-result';

export const ATTACHMENT_BLOCK_ID_UNKNOWN = 'attachment_block_id_unknown';

/** ADR 0006 gate 2: every attachment names a block that exists on the chunk's own monograph. */
export function checkAttachmentBlockIds(
  chunks: readonly Chunk[],
  blocks: readonly Block[],
): GateResult {
  const drugOf = new Map(blocks.map((block) => [block.block_id, block.drug_id]));
  const violations: string[] = [];
  for (const chunk of chunks) {
    for (const attachment of chunk.attachments) {
      const drug = drugOf.get(attachment.block_id);
      if (drug === chunk.drug_id) continue;
      const why = drug === undefined ? 'no such block' : `block belongs to ${drug}`;
      violations.push(
        `${chunk.chunk_id} page ${attachment.physical_page}: attachment ${attachment.block_id}: ${why}`,
      );
    }
  }
  return gateResult(ATTACHMENT_BLOCK_ID_UNKNOWN, violations);
}
