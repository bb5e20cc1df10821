import type { Chunk } from '@/lib/schema/chunk';
import { gateResult, type GateResult } from './gate-result';
import { sectionRef, type GateSection } from './gate-section';
import { reassembleSection } from './reassemble-section';

export const SECTION_NOT_REASSEMBLED = 'section_not_reassembled';

/**
 * Sections whose text is not exactly their prose parts' source_text rejoined without overlaps
 * (surrounding whitespace aside): chunking must be lossless. Part indices must run 0..n-1 and
 * agree with part_count; a section with prose and no prose chunk fails too.
 */
export function checkSectionReassembled(
  chunks: readonly Chunk[],
  sections: readonly GateSection[],
): GateResult {
  const partsByRef = new Map<string, Chunk[]>();
  for (const chunk of chunks) {
    if (chunk.chunk_kind !== 'prose') continue;
    const ref = sectionRef(chunk.drug_id, chunk.section_key);
    partsByRef.set(ref, [...(partsByRef.get(ref) ?? []), chunk]);
  }

  const violations: string[] = [];
  for (const section of sections) {
    const ref = sectionRef(section.drug_id, section.section_key);
    const parts = [...(partsByRef.get(ref) ?? [])].sort((a, b) => a.part_index - b.part_index);
    const expected = section.text.trim();
    if (parts.length === 0) {
      if (expected.length > 0) violations.push(`${ref}: section has prose but no prose chunk`);
      continue;
    }
    const page = parts[0]?.source_page_range[0];
    const badIndex = parts.some(
      (part, i) => part.part_index !== i || part.part_count !== parts.length,
    );
    if (badIndex) {
      violations.push(
        `${ref} page ${page}: part_index/part_count do not run 0..${parts.length - 1}`,
      );
      continue;
    }
    const rejoined = reassembleSection(
      section.text,
      parts.map((part) => part.source_text),
    );
    if (rejoined !== expected) {
      violations.push(`${ref} page ${page}: ${describeMismatch(expected, rejoined)}`);
    }
  }
  return gateResult(SECTION_NOT_REASSEMBLED, violations);
}

function describeMismatch(expected: string, rejoined: string | null): string {
  if (rejoined === null) return 'a part is not a contiguous, in-order span of the section';
  let i = 0;
  while (i < expected.length && expected[i] === rejoined[i]) i++;
  return `rejoined parts differ from the section at character ${i} (${rejoined.length} vs ${expected.length} characters)`;
}
