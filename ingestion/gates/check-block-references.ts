import type { Chunk } from '@/lib/schema/chunk';
import { gateResult, type GateResult } from './gate-result';
import { sectionRef, type GateSection } from './gate-section';

export const SECTION_WITH_LIFTED_BLOCK_BUT_NO_CHUNK_REFERENCE =
  'section_with_lifted_block_but_no_chunk_reference';

/**
 * ADR 0006 gate 1, per section with lifted blocks: every block must be referenced by a chunk
 * of the section, and every prose chunk of the section must carry every block. A prose chunk
 * missing one is the silent failure the ADR exists for: complete-looking dosing prose with
 * its renal table absent and nothing marking the absence.
 */
export function checkBlockReferences(
  chunks: readonly Chunk[],
  sections: readonly GateSection[],
): GateResult {
  const chunksByRef = new Map<string, Chunk[]>();
  for (const chunk of chunks) {
    const ref = sectionRef(chunk.drug_id, chunk.section_key);
    chunksByRef.set(ref, [...(chunksByRef.get(ref) ?? []), chunk]);
  }
  const violations: string[] = [];
  for (const section of sections) {
    if (section.block_ids.length === 0) continue;
    const ref = sectionRef(section.drug_id, section.section_key);
    const sectionChunks = chunksByRef.get(ref) ?? [];
    const referenced = new Set(
      sectionChunks.flatMap((chunk) => chunk.attachments.map((a) => a.block_id)),
    );
    const unreferenced = section.block_ids.filter((id) => !referenced.has(id));
    const proseMissing = sectionChunks.filter(
      (chunk) =>
        chunk.chunk_kind === 'prose' &&
        (!chunk.has_quarantined_content ||
          section.block_ids.some((id) => !chunk.attachments.some((a) => a.block_id === id))),
    );
    if (unreferenced.length > 0 || proseMissing.length > 0) {
      const details = [
        unreferenced.length > 0 ? `no chunk references ${unreferenced.join(', ')}` : '',
        proseMissing.length > 0
          ? `prose chunks without every block: ${proseMissing.map((c) => c.chunk_id).join(', ')}`
          : '',
      ].filter(Boolean);
      violations.push(`${ref}: ${details.join('; ')}`);
    }
  }
  return gateResult(SECTION_WITH_LIFTED_BLOCK_BUT_NO_CHUNK_REFERENCE, violations);
}
