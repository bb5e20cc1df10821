import type { Chunk } from '@/lib/schema/chunk';
import { gateResult, type GateResult } from './gate-result';

export const DESCRIPTOR_CHUNK_WITHOUT_ATTACHMENT = 'descriptor_chunk_without_attachment';

/**
 * ADR 0006 gate 6: a block_descriptor chunk is answered only with its block's crop, so it
 * must carry exactly that block and say so in has_quarantined_content.
 */
export function checkDescriptorAttachments(chunks: readonly Chunk[]): GateResult {
  const violations: string[] = [];
  for (const chunk of chunks) {
    if (chunk.chunk_kind !== 'block_descriptor') continue;
    if (chunk.attachments.length !== 1) {
      violations.push(`${chunk.chunk_id}: ${chunk.attachments.length} attachments, expected 1`);
    } else if (!chunk.has_quarantined_content) {
      violations.push(`${chunk.chunk_id}: has_quarantined_content is false`);
    }
  }
  return gateResult(DESCRIPTOR_CHUNK_WITHOUT_ATTACHMENT, violations);
}
