import type { Chunk, ChunkAttachment } from '@/lib/schema/chunk';

/**
 * Either signal suffices. ADR 0006 serialises `has_quarantined_content` precisely so a consumer
 * that never reads `attachments` cannot miss the fact; a consumer that reads only the flag must
 * not miss a quarantined attachment on a chunk whose flag was written wrong either.
 */
export function carriesQuarantine(chunk: Chunk): boolean {
  return chunk.has_quarantined_content || chunk.attachments.some((a) => a.quarantined);
}

/** The attachments the answer must show as crops: every one of a descriptor, else the quarantined. */
export function attachmentsToShow(chunk: Chunk): ChunkAttachment[] {
  if (chunk.chunk_kind === 'block_descriptor') return chunk.attachments;
  return chunk.attachments.filter((a) => a.quarantined);
}
