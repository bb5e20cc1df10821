import type { Block } from '@/lib/schema/block';
import type { Chunk } from '@/lib/schema/chunk';
import type { PageRange } from '@/lib/schema/geometry';
import { checkAttachmentBlockIds } from './check-attachment-block-ids';
import { checkAttachmentGeometry } from './check-attachment-geometry';
import { checkBlockReferences } from './check-block-references';
import { checkBlockTextLeak, type BlockCells } from './check-block-text-leak';
import { checkBoilerplate } from './check-boilerplate';
import { checkChunkCharacters } from './check-chunk-characters';
import { checkChunkEndsOnLabel } from './check-chunk-ends-on-label';
import { checkChunkTokenCeiling } from './check-chunk-token-ceiling';
import { checkDescriptorAttachments } from './check-descriptor-attachments';
import { checkDescriptorCount } from './check-descriptor-count';
import { checkPrintedPages } from './check-printed-pages';
import { checkRequiredFields } from './check-required-fields';
import { checkSectionReassembled } from './check-section-reassembled';
import { checkSentenceChains } from './check-sentence-chains';
import { checkSourceTextUnique } from './check-source-text-unique';
import type { GateResult } from './gate-result';
import type { GateSection } from './gate-section';

export interface RunGatesInput {
  chunks: readonly Chunk[];
  /** Every section that was chunked, with the ids of the blocks lifted from it. */
  sections: readonly GateSection[];
  /** Every lifted block of the monographs the chunks come from. */
  blocks: readonly Block[];
  /** Each block's extracted cells, header row first (block_text_leaked_into_chunk_text). */
  blockCells: BlockCells;
  /** Running-header lines extraction saw (boilerplate_in_chunk_text). */
  runningHeaders: readonly string[];
  /** Physical pages of the monograph range; all chunks are checked when absent. */
  monographPhysicalRange?: PageRange | null;
}

export interface GateReport {
  results: GateResult[];
  /** Every gate's count is 0. */
  passed: boolean;
}

/** All chunk-stage gates, in a fixed order. Every gate is a count that must be 0. */
export function runGates(input: RunGatesInput): GateReport {
  const { chunks, sections, blocks } = input;
  const results = [
    checkChunkTokenCeiling(chunks),
    checkChunkEndsOnLabel(chunks),
    checkSourceTextUnique(chunks, sections),
    checkSentenceChains(chunks, sections),
    checkSectionReassembled(chunks, sections),
    checkRequiredFields(chunks),
    checkBoilerplate(chunks, input.runningHeaders),
    checkBlockReferences(chunks, sections),
    checkAttachmentBlockIds(chunks, blocks),
    checkAttachmentGeometry(chunks),
    checkBlockTextLeak(chunks, input.blockCells),
    checkDescriptorCount(chunks, blocks),
    checkDescriptorAttachments(chunks),
    checkPrintedPages(chunks, input.monographPhysicalRange),
    checkChunkCharacters(chunks),
  ];
  return { results, passed: results.every((result) => result.count === 0) };
}
