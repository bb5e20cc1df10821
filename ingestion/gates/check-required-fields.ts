import { findMissingRequiredFields, type Chunk } from '@/lib/schema/chunk';
import { gateResult, type GateResult } from './gate-result';

export const REQUIRED_FIELD_MISSING = 'required_field_missing';

/**
 * Chunks the loader would reject: any of REQUIRED_CHUNK_FIELDS absent by the loader's own
 * `isMissing` (0 and false are present values; null, undefined, "" and [] are not).
 */
export function checkRequiredFields(chunks: readonly Chunk[]): GateResult {
  const violations: string[] = [];
  for (const chunk of chunks) {
    const missing = findMissingRequiredFields(chunk as unknown as Record<string, unknown>);
    if (missing.length > 0)
      violations.push(`${chunk.chunk_id || '(no chunk_id)'}: missing ${missing.join(', ')}`);
  }
  return gateResult(REQUIRED_FIELD_MISSING, violations);
}
