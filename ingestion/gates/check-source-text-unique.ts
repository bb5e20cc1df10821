import type { Chunk } from '@/lib/schema/chunk';
import { gateResult, type GateResult } from './gate-result';
import { indexSections, sectionRef, type GateSection } from './gate-section';

export const CHUNK_SOURCE_TEXT_NOT_UNIQUE = 'chunk_source_text_not_unique';

/**
 * Prose chunks whose source_text does not occur exactly once in their section's text. Page
 * provenance and highlighting map a chunk back to the book through that one occurrence; a
 * source found twice (or not at all, or in no known section) cannot be placed.
 */
export function checkSourceTextUnique(
  chunks: readonly Chunk[],
  sections: readonly GateSection[],
): GateResult {
  const byRef = indexSections(sections);
  const violations: string[] = [];
  for (const chunk of chunks) {
    if (chunk.chunk_kind !== 'prose') continue;
    const section = byRef.get(sectionRef(chunk.drug_id, chunk.section_key));
    const occurrences = section ? countOccurrences(section.text, chunk.source_text) : 0;
    if (occurrences !== 1) {
      const where = section
        ? `found ${occurrences} times in its section`
        : 'its section is unknown';
      violations.push(`${chunk.chunk_id} page ${chunk.source_page_range[0]}: source_text ${where}`);
    }
  }
  return gateResult(CHUNK_SOURCE_TEXT_NOT_UNIQUE, violations);
}

function countOccurrences(haystack: string, needle: string): number {
  if (needle.length === 0) return 0;
  let count = 0;
  for (let at = haystack.indexOf(needle); at !== -1; at = haystack.indexOf(needle, at + 1)) count++;
  return count;
}
