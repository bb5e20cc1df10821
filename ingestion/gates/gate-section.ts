import type { SectionKey } from '@/lib/schema/section-keys';
import { locateLiftedBlocks } from '../chunk/locate-lifted-blocks';
import type { SectionInput } from '../chunk/section-input';

/**
 * What the gates need to know of a section: its prose (as chunked) and the blocks lifted from
 * it. Both SectionInput and a monograph's SectionSpan provide this.
 */
export interface GateSection {
  drug_id: string;
  section_key: SectionKey;
  text: string;
  block_ids: readonly string[];
  /** Where the blocks sat in `text` (locate-lifted-blocks.ts); absent when not known. */
  table_offsets?: readonly number[];
}

export function sectionRef(drugId: string, sectionKey: string): string {
  return `${drugId}/${sectionKey}`;
}

/** Sections by "drug_id/section_key". */
export function indexSections(sections: readonly GateSection[]): Map<string, GateSection> {
  return new Map(
    sections.map((section) => [sectionRef(section.drug_id, section.section_key), section]),
  );
}

/** The gates' view of a chunker input. */
export function gateSectionOf(input: SectionInput): GateSection {
  return {
    drug_id: input.drug_id,
    section_key: input.section_key,
    text: input.text,
    block_ids: input.blocks.map((block) => block.block_id),
    table_offsets: locateLiftedBlocks(input.text.length, input.lines, input.blocks),
  };
}
