import type { Notice } from '@/lib/schema/answer';
import type { Chunk, ChunkAttachment } from '@/lib/schema/chunk';
import type { AnswerAttachment } from '@/lib/schema/citation';
import type { PageRegion } from '@/lib/schema/geometry';
import type {
  BlockRegionsLookup,
  CropUrlLookup,
  PolicyCaption,
  PolicyOptions,
} from './answer-draft';
import { attachmentsToShow, carriesQuarantine } from './carries-quarantine';
import {
  captionAttachment,
  captionUnlocatedBlock,
  describeQuarantine,
  describeUnlocatedBlock,
} from './caption-attachment';

export type UnmarkedCaption = Omit<PolicyCaption, 'markers'>;

export type CollectedAttachments = {
  attachments: AnswerAttachment[];
  captions: UnmarkedCaption[];
  notices: Notice[];
  missing_crops: string[];
};

function lookupCrop(lookup: CropUrlLookup, blockId: string): string | null {
  const url = typeof lookup === 'function' ? lookup(blockId) : lookup.get(blockId);
  return url && url.length > 0 ? url : null;
}

function lookupRegions(
  lookup: BlockRegionsLookup | undefined,
  attachment: ChunkAttachment,
): PageRegion[] {
  const found =
    lookup === undefined
      ? undefined
      : typeof lookup === 'function'
        ? lookup(attachment.block_id)
        : lookup.get(attachment.block_id);
  return found && found.length > 0
    ? found
    : [{ physical_page: attachment.physical_page, bbox: attachment.bbox }];
}

function patientRowsOf(opts: PolicyOptions, blockId: string) {
  const rows = opts.patientRows?.(blockId);
  return rows ? { patient_rows: rows } : {};
}

/**
 * Rule 1 (ADR 0006 obligations 1-2): every cited chunk that lost a table or formula, and every
 * cited descriptor, makes the answer show the block — a crop, a caption naming the block's own
 * printed page, and a `quarantined_content` notice — once per block, in order of first citation.
 * `cited` includes chunks cited only by sentences the policy removed: when the dose was in the
 * table, the crop is the answer.
 *
 * A block without a crop URL is still announced, with its page and "open the book", and listed
 * in `missing_crops` for developers: a visible gap, never a silent one.
 */
export function collectAttachments(
  cited: readonly Chunk[],
  opts: PolicyOptions,
): CollectedAttachments {
  const result: CollectedAttachments = {
    attachments: [],
    captions: [],
    notices: [],
    missing_crops: [],
  };
  const seenBlocks = new Set<string>();
  const quarantined = new Map<
    string,
    { attachment: ChunkAttachment; chunk: Chunk; hasCrop: boolean; count: number }
  >();

  for (const chunk of cited) {
    const isDescriptor = chunk.chunk_kind === 'block_descriptor';
    if (!isDescriptor && !carriesQuarantine(chunk)) continue;
    const shown = attachmentsToShow(chunk);

    if (shown.length === 0) {
      result.captions.push({
        text: captionUnlocatedBlock(chunk),
        chunk_id: chunk.chunk_id,
        block_id: null,
        printed_pages: [...new Set(chunk.printed_page_range)],
      });
      result.notices.push(describeUnlocatedBlock(chunk));
      continue;
    }

    for (const attachment of shown) {
      if (seenBlocks.has(attachment.block_id)) continue;
      seenBlocks.add(attachment.block_id);
      const cropUrl = lookupCrop(opts.cropUrl, attachment.block_id);
      if (cropUrl) {
        result.attachments.push({
          block_id: attachment.block_id,
          kind: attachment.kind,
          shape: attachment.shape,
          printed_page: attachment.printed_page,
          physical_page: attachment.physical_page,
          bbox: attachment.bbox,
          regions: lookupRegions(opts.blockRegions, attachment),
          crop_url: cropUrl,
          drug_name: chunk.drug_name,
          section_display_name: chunk.section_display_name,
          ...patientRowsOf(opts, attachment.block_id),
        });
      } else {
        result.missing_crops.push(attachment.block_id);
      }
      result.captions.push({
        text: captionAttachment(attachment, chunk, cropUrl !== null),
        chunk_id: chunk.chunk_id,
        block_id: attachment.block_id,
        printed_pages: [attachment.printed_page],
      });
      if (attachment.quarantined) {
        // Blocks whose notice would say the same words are one notice, with their number.
        const key = describeQuarantine(attachment, chunk, cropUrl !== null).message;
        const group = quarantined.get(key);
        if (group) group.count += 1;
        else quarantined.set(key, { attachment, chunk, hasCrop: cropUrl !== null, count: 1 });
      }
    }
  }
  for (const { attachment, chunk, hasCrop, count } of quarantined.values()) {
    result.notices.push(describeQuarantine(attachment, chunk, hasCrop, count));
  }
  return result;
}
