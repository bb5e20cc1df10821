import type { Block } from '@/lib/schema/block';
import type { Chunk } from '@/lib/schema/chunk';
import type { GateResult } from './gate-result';
import { MAX_GATE_EXAMPLES } from './gate-result';

export const DESCRIPTOR_CHUNK_COUNT_MISMATCH = 'descriptor_chunk_count_ne_block_count';

/**
 * ADR 0006 gate 5, `descriptor_chunk_count == block_count`, reported as the absolute
 * difference so that 0 passes like every other gate. Examples name the blocks with no
 * descriptor and the descriptors with no block.
 */
export function checkDescriptorCount(
  chunks: readonly Chunk[],
  blocks: readonly Block[],
): GateResult {
  const descriptors = chunks.filter((chunk) => chunk.chunk_kind === 'block_descriptor');
  const described = new Set(
    descriptors.flatMap((chunk) => chunk.attachments.map((a) => a.block_id)),
  );
  const known = new Set(blocks.map((block) => block.block_id));
  const examples = [
    ...blocks
      .filter((block) => !described.has(block.block_id))
      .map((b) => `block ${b.block_id} page ${b.physical_page}: no descriptor chunk`),
    ...descriptors
      .filter((chunk) => !chunk.attachments.some((a) => known.has(a.block_id)))
      .map((chunk) => `${chunk.chunk_id}: describes no known block`),
  ];
  const difference = Math.abs(descriptors.length - blocks.length);
  return {
    gate: DESCRIPTOR_CHUNK_COUNT_MISMATCH,
    count: difference,
    examples:
      difference > 0
        ? [`${descriptors.length} descriptors, ${blocks.length} blocks`, ...examples].slice(
            0,
            MAX_GATE_EXAMPLES,
          )
        : [],
  };
}
