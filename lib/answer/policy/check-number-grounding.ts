import type { Chunk } from '@/lib/schema/chunk';
import type { Violation } from './answer-draft';
import { findRegimenMismatches, findUngroundedNumbers, findUnitMismatches } from './ground-numbers';

/**
 * Rule 4 (numbers): every number in a sentence occurs in the source_text of a prose chunk the
 * same sentence cites, every number with a unit occurs there with that unit, and every
 * frequency or interval occurs there as one. source_text,
 * not text: `text` may carry context labels repeated for retrieval. Descriptor text is
 * metadata, never a source of numbers.
 */
export function checkNumberGrounding(text: string, cited: readonly Chunk[]): Violation | null {
  const sources = cited.filter((c) => c.chunk_kind === 'prose').map((c) => c.source_text);
  const ids = cited.map((c) => c.chunk_id).join(', ');
  const ungrounded = findUngroundedNumbers(text, sources);
  if (ungrounded.length > 0) {
    return {
      rule: 'ungrounded_number',
      reason: `rule 4: ${ungrounded.map((n) => `"${n.raw}"`).join(', ')} not in source_text of ${ids}`,
    };
  }
  const mismatched = findUnitMismatches(text, sources);
  if (mismatched.length > 0) {
    return {
      rule: 'unit_mismatch',
      reason: `rule 4: ${mismatched.map((q) => `"${q.number.raw} ${q.unitRaw}"`).join(', ')} not stated with that unit in ${ids}`,
    };
  }
  const regimens = findRegimenMismatches(text, sources);
  if (regimens.length > 0) {
    return {
      rule: 'regimen_mismatch',
      reason: `rule 4: ${regimens.map((r) => `"${r.text}"`).join(', ')} not stated as a ${regimens[0]!.kind} in ${ids}`,
    };
  }
  return null;
}
