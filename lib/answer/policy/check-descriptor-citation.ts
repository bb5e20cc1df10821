import type { Chunk } from '@/lib/schema/chunk';
import type { Violation } from './answer-draft';
import { isPolicyCaption } from './caption-attachment';

/**
 * Rule 2 (ADR 0006 obligation 2): a block_descriptor chunk is answered only with its crop.
 * Its text is metadata plus an unverified header row — retrieval bait — so any sentence that
 * rests on it is a paraphrase of a table nobody has read, except the policy's own caption.
 */
export function checkDescriptorCitation(text: string, cited: readonly Chunk[]): Violation | null {
  const descriptors = cited.filter((c) => c.chunk_kind === 'block_descriptor');
  if (descriptors.length === 0) return null;
  if (isPolicyCaption(text, descriptors)) return null;
  return {
    rule: 'descriptor_paraphrase',
    reason: `rule 2: cites block_descriptor chunk(s) ${descriptors.map((c) => c.chunk_id).join(', ')}; a descriptor is answered only with its crop`,
  };
}
