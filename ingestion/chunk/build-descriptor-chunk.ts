import { SCHEMA_VERSION, type Block } from '@/lib/schema/block';
import { chunkSchema, descriptorChunkId, type Chunk } from '@/lib/schema/chunk';
import type { PageRange } from '@/lib/schema/geometry';
import { countTokens } from '@/lib/text/count-tokens';
import { UNREAD_PRINTED_PAGE } from './locate-source-span';
import type { PrintedPageOf, SectionInput } from './section-input';
import { toChunkAttachment } from './to-chunk-attachment';

type DescriptorSection = Pick<
  SectionInput,
  | 'drug_id'
  | 'drug_name'
  | 'atc_codes'
  | 'section_key'
  | 'section_display_name'
  | 'heading_physical_page'
>;

const DIGIT = /\p{N}/u;

/**
 * The descriptor's text, from metadata only (ADR 0006 §2):
 * `"{DRUG NAME} — {Section} — bảng|công thức, trang in {N}."`, plus `" Cột: a | b | c."` for
 * a simple table. No cell value ever appears: linearising a body row is what turned
 * AMPICILIN VÀ SULBACTAM's Cockcroft-Gault fraction into a multiplication.
 *
 * The header row is dropped whole when any of its cells holds a digit: it is the first ruled
 * row as read, never verified by eye (ADR 0006 caveat), and a first row with numbers in it may
 * be a body row — doses and thresholds are exactly the values that must not leak.
 */
export function buildDescriptorText(
  drugName: string,
  sectionDisplayName: string,
  block: Block,
): string {
  const kind = block.kind === 'table' ? 'bảng' : 'công thức';
  let text = `${drugName.toLocaleUpperCase('vi')} — ${sectionDisplayName} — ${kind}, trang in ${block.printed_page}.`;
  const header = block.header_row
    .map((cell) => cell.replace(/\s+/gu, ' ').trim())
    .filter((cell) => cell.length > 0);
  if (
    block.shape === 'simple_table' &&
    header.length > 0 &&
    !header.some((cell) => DIGIT.test(cell))
  ) {
    text += ` Cột: ${header.join(' | ')}.`;
  }
  return text;
}

/**
 * The one chunk that makes a lifted block retrievable at all. Answered only with the block's
 * crop (ADR 0006 §3.2). A descriptor stands alone in its section: part 0 of 1.
 */
export function buildDescriptorChunk(
  section: DescriptorSection,
  block: Block,
  printedPageOf: PrintedPageOf,
): Chunk {
  const text = buildDescriptorText(section.drug_name, section.section_display_name, block);
  const pages = block.regions.map((region) => region.physical_page);
  const firstPage = Math.min(block.physical_page, ...pages);
  const lastPage = Math.max(block.physical_page, ...pages);
  const printedLast =
    lastPage === block.physical_page ? block.printed_page : printedPageOf(lastPage);
  // A cross-page table's last folio is read from its own page, like any other span's.
  const printed_page_range: PageRange =
    printedLast === null || printedLast < block.printed_page
      ? [UNREAD_PRINTED_PAGE, UNREAD_PRINTED_PAGE]
      : [block.printed_page, printedLast];

  return chunkSchema.parse({
    chunk_id: descriptorChunkId(section.drug_id, section.section_key, block.block_id),
    drug_id: section.drug_id,
    drug_name: section.drug_name,
    section_key: section.section_key,
    section_display_name: section.section_display_name,
    text,
    source_text: text,
    context_labels: [],
    heading_physical_page: section.heading_physical_page,
    source_page_range: [firstPage, lastPage],
    printed_page_range,
    atc_codes: [...section.atc_codes],
    part_index: 0,
    part_count: 1,
    est_tokens: countTokens(text),
    oversized: false,
    chunk_kind: 'block_descriptor',
    attachments: [toChunkAttachment(block)],
    has_quarantined_content: true,
    regions: block.regions.map((region) => ({
      physical_page: region.physical_page,
      bbox: [...region.bbox],
    })),
    schema_version: SCHEMA_VERSION,
  });
}
