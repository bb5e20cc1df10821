import type { Chunk } from '@/lib/schema/chunk';
import type { Violation } from './answer-draft';
import { findRegimenMismatches, findUngroundedNumbers, findUnitMismatches } from './ground-numbers';

/**
 * Rule 4 (numbers): every number in a sentence occurs in the source_text of a prose chunk the
 * same sentence cites, or in a label its sentences were read under, every number with a unit
 * occurs there with that unit, and every frequency or interval occurs there as one. source_text,
 * not text: `text` may carry context labels repeated for retrieval. Descriptor text is
 * metadata, never a source of numbers.
 *
 * A stored sentence's labels are the book's own headings, read at ingest from the same section
 * (book-sentence.ts), which may be printed in an earlier part: the ADR frequency band "Hiếm gặp,
 * ADR < 1/1 000" over "Thần kinh: Run, mất ngủ" in the next part. Without them the line that
 * answered "Paracetamol có gây mất ngủ không?" was removed as stating "1/1 000" ungrounded.
 */
export function checkNumberGrounding(text: string, cited: readonly Chunk[]): Violation | null {
  const sources = cited.filter((c) => c.chunk_kind === 'prose').flatMap(groundingSources);
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

/** The chunk's own words and the labels its stored sentences were read under, once each. */
function groundingSources(chunk: Chunk): string[] {
  const labels = new Set((chunk.sentences ?? []).flatMap((s) => s.labels));
  return [chunk.source_text, ...labels];
}
