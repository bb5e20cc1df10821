import { SCHEMA_VERSION } from '@/lib/schema/block';
import { chunkSchema, proseChunkId, type Chunk } from '@/lib/schema/chunk';
import { readBookSentences } from '@/lib/book/read-book-sentences';
import { buildDescriptorChunk } from './build-descriptor-chunk';
import { CHUNK_LIMITS, type ChunkLimits } from './chunk-limits';
import { locateSourceSpan } from './locate-source-span';
import { packSection } from './pack-parts';
import { placeBookSentences } from './place-book-sentences';
import type { PrintedPageOf, SectionInput } from './section-input';
import { toChunkAttachment } from './to-chunk-attachment';
import { locateLiftedBlocks } from './locate-lifted-blocks';

/**
 * One section's chunks (schema v4): its prose parts in order, then one block_descriptor chunk
 * per lifted block.
 *
 * ADR 0006: when the section has lifted blocks, EVERY prose chunk carries all of them as
 * attachments and `has_quarantined_content: true`. A dosing chunk of a section whose renal
 * table was lifted reads as complete prose; without the flag nothing downstream could know a
 * table is missing, and the answer layer "cannot answer a dosing question from prose alone for
 * the affected sections".
 *
 * Throws (naming drug, section, page and rule) on input segmentation should never produce:
 * line offsets out of order or out of the text, a block of another section, or a prose span
 * no printed line covers.
 */
export function chunkSection(
  input: SectionInput,
  printedPageOf: PrintedPageOf,
  limits: ChunkLimits = CHUNK_LIMITS,
): Chunk[] {
  validateInput(input);
  const where = `${input.drug_id}/${input.section_key}`;
  const parts = packSection(input.text, limits);
  const attachments = input.blocks.map(toChunkAttachment);
  // Read once over the whole section: a sentence's chain must not depend on where parts begin.
  const sentences = readBookSentences({
    text: input.text,
    sectionKey: input.section_key,
    tableLifted: attachments.length > 0,
    tableOffsets: locateLiftedBlocks(input.text.length, input.lines, input.blocks),
    carried: [],
    drugName: input.drug_name,
  });

  const prose = parts.map((part, partIndex): Chunk => {
    const location = locateSourceSpan(input.lines, part, printedPageOf);
    if (!location) {
      throw new Error(
        `chunkSection ${where} (heading on physical page ${input.heading_physical_page}): ` +
          `rule "every source span is printed": no line covers characters [${part.start}, ${part.end})`,
      );
    }
    return chunkSchema.parse({
      chunk_id: proseChunkId(input.drug_id, input.section_key, partIndex),
      drug_id: input.drug_id,
      drug_name: input.drug_name,
      section_key: input.section_key,
      section_display_name: input.section_display_name,
      text: part.text,
      source_text: part.sourceText,
      context_labels: part.contextLabels,
      heading_physical_page: input.heading_physical_page,
      ...location,
      atc_codes: [...input.atc_codes],
      part_index: partIndex,
      part_count: parts.length,
      est_tokens: part.tokens,
      oversized: part.oversized,
      chunk_kind: 'prose',
      attachments,
      has_quarantined_content: attachments.length > 0,
      sentences: placeBookSentences(input.text, sentences, part, input.drug_name),
      schema_version: SCHEMA_VERSION,
    });
  });

  const descriptors = input.blocks.map((block) =>
    buildDescriptorChunk(input, block, printedPageOf),
  );
  return [...prose, ...descriptors];
}

function validateInput(input: SectionInput): void {
  const where = `chunkSection ${input.drug_id}/${input.section_key}`;
  let previousEnd = 0;
  input.lines.forEach((line, index) => {
    const bad =
      line.start < 0 ||
      line.end < line.start ||
      line.end > input.text.length ||
      line.start < previousEnd;
    if (bad) {
      throw new Error(
        `${where} physical page ${line.physical_page}: rule "lines are ordered [start, end) spans of text": ` +
          `line ${index} is [${line.start}, ${line.end}) after ${previousEnd}, text length ${input.text.length}`,
      );
    }
    previousEnd = line.end;
  });
  for (const block of input.blocks) {
    if (block.drug_id !== input.drug_id || block.section_key !== input.section_key) {
      throw new Error(
        `${where} physical page ${block.physical_page}: rule "a section carries only its own blocks": ` +
          `block ${block.block_id} belongs to ${block.drug_id}/${block.section_key}`,
      );
    }
  }
}
