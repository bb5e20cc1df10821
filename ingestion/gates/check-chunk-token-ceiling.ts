import type { Chunk } from '@/lib/schema/chunk';
import { countTokens } from '@/lib/text/count-tokens';
import { CEILING_TOKENS } from '../chunk/chunk-limits';
import { gateResult, type GateResult } from './gate-result';

export const CHUNK_OVER_TOKEN_CEILING = 'chunk_over_token_ceiling';

/**
 * Chunks whose embedded text is over ADR 0004's ceiling, recounted with cl100k_base rather
 * than trusting `est_tokens`. `oversized` chunks count too: the flag explains a violation, it
 * does not excuse it; the target is zero.
 */
export function checkChunkTokenCeiling(
  chunks: readonly Chunk[],
  ceiling = CEILING_TOKENS,
): GateResult {
  const violations: string[] = [];
  for (const chunk of chunks) {
    const tokens = countTokens(chunk.text);
    if (tokens > ceiling) {
      violations.push(
        `${chunk.chunk_id} page ${chunk.source_page_range[0]}: ${tokens} tokens > ${ceiling}` +
          (chunk.oversized ? ' (oversized: one unsplittable atom)' : ''),
      );
    }
  }
  return gateResult(CHUNK_OVER_TOKEN_CEILING, violations);
}
