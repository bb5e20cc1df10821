/**
 * ADR 0004's budgets, in cl100k_base tokens. A section at or under the ceiling is one chunk,
 * verbatim; above it, parts are packed to the target with a whole-atom overlap.
 */
export interface ChunkLimits {
  ceiling: number;
  target: number;
  overlap: number;
}

export const CEILING_TOKENS = 800;
export const TARGET_TOKENS = 650;
export const OVERLAP_TOKENS = 65;

export const CHUNK_LIMITS: ChunkLimits = {
  ceiling: CEILING_TOKENS,
  target: TARGET_TOKENS,
  overlap: OVERLAP_TOKENS,
};
