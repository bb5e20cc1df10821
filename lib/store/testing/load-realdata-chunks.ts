import { existsSync, readFileSync } from 'node:fs';
import { descriptorChunkId, proseChunkId, type Chunk } from '@/lib/schema/chunk';
import {
  SECTION_DISPLAY_NAMES,
  SECTION_KEYS,
  sectionKeySchema,
  type SectionKey,
} from '@/lib/schema/section-keys';
import { realdataPath } from '@/lib/testing/realdata';
import { foldDiacritics } from '@/lib/text/fold-diacritics';

/**
 * Test fixtures built at test time from the real book samples in ../shared/realdata (never
 * copied into the product): one prose chunk per (monograph, section) of
 * dtqg-markdown/sections_by_monograph.jsonl, and one block_descriptor chunk per table of
 * dtqg-tables/renal_and_dose_tables.jsonl. Page numbers and boxes are invented but valid; the
 * first chunk sits on physical page 0.
 */

export const REALDATA_SECTIONS = 'dtqg-markdown/sections_by_monograph.jsonl';
export const REALDATA_TABLES = 'dtqg-tables/renal_and_dose_tables.jsonl';
const SECTIONS_FILE = realdataPath(REALDATA_SECTIONS);
const TABLES_FILE = realdataPath(REALDATA_TABLES);

interface MonographRecord {
  drug: string;
  sections: { heading: string; text: string }[];
}

interface TableRecord {
  table_id: string;
  section_id: string;
  page_start: number;
  context_heading: string | null;
  caption: string | null;
  markdown: string;
}

const KEY_BY_FOLDED_HEADING = new Map<string, SectionKey>(
  SECTION_KEYS.map((key) => [foldDiacritics(SECTION_DISPLAY_NAMES[key]), key]),
);
// The book's own spelling variant (realdata README): "Thông tin qui chế".
KEY_BY_FOLDED_HEADING.set('thong tin qui che', 'thong_tin_quy_che');

function readJsonl<T>(file: string): T[] {
  if (!existsSync(file)) {
    throw new Error(`Real book samples not found at ${file}: these tests read ../shared/realdata`);
  }
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.trim().length > 0)
    .map((line) => JSON.parse(line) as T);
}

/** Markdown conversion residue the PDF text layer would not have. */
function stripMarkdown(text: string): string {
  return text
    .replace(/<\/?su[bp]>/g, '')
    .replace(/^#+\s*/gm, '')
    .replace(/\*/g, '')
    .trim();
}

export function drugIdOf(title: string): string {
  return foldDiacritics(title)
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_|_$/g, '');
}

const PRINTED_OFFSET = 99;

export function loadRealdataChunks(): Chunk[] {
  const chunks: Chunk[] = [];
  let page = 0;
  for (const monograph of readJsonl<MonographRecord>(SECTIONS_FILE)) {
    const drugId = drugIdOf(monograph.drug);
    const atcText = monograph.sections.find((s) => s.heading === 'Mã ATC')?.text ?? '';
    const atcCodes = atcText.match(/\b[A-Z]\d{2}[A-Z]{2}\d{2}\b/g) ?? [];
    for (const section of monograph.sections) {
      const key = KEY_BY_FOLDED_HEADING.get(foldDiacritics(section.heading));
      const text = stripMarkdown(section.text);
      if (!key || text.length === 0) continue;
      const pages = Math.max(0, Math.floor(text.length / 3500));
      const first = page;
      const last = page + pages;
      chunks.push({
        chunk_id: proseChunkId(drugId, key, 0),
        drug_id: drugId,
        drug_name: monograph.drug,
        section_key: key,
        section_display_name: SECTION_DISPLAY_NAMES[key],
        text,
        source_text: text,
        context_labels: [],
        heading_physical_page: first,
        source_page_range: [first, last],
        printed_page_range: [first + PRINTED_OFFSET, last + PRINTED_OFFSET],
        atc_codes: [...atcCodes],
        part_index: 0,
        part_count: 1,
        est_tokens: Math.ceil(text.length / 3),
        oversized: false,
        chunk_kind: 'prose',
        attachments: [],
        has_quarantined_content: false,
        regions: [{ physical_page: first, bbox: [56.5, 72, 297.6, 770.25] }],
        schema_version: 4,
      });
      page = last + (text.length % 3500 > 2000 ? 1 : 0);
    }
    page += 1;
  }
  return chunks.concat(loadRealdataDescriptorChunks());
}

function headerRow(markdown: string): string[] {
  const first = markdown.split('\n')[0] ?? '';
  return first
    .split('|')
    .map((cell) => cell.trim())
    .filter((cell) => cell.length > 0);
}

/** One block_descriptor chunk per real table: the chunk retrieval finds, answered by its crop. */
export function loadRealdataDescriptorChunks(): Chunk[] {
  const chunks: Chunk[] = [];
  for (const table of readJsonl<TableRecord>(TABLES_FILE)) {
    const [, drugSlug, sectionSlug] = table.section_id.split(':');
    const key = sectionKeySchema.safeParse(sectionSlug?.replace(/-/g, '_'));
    if (!drugSlug || !key.success) continue;
    const drugId = drugSlug.replace(/-/g, '_');
    const drugName = drugSlug.replace(/-/g, ' ').toUpperCase();
    const header = headerRow(table.markdown);
    const physical = table.page_start - 1;
    const printed = physical + PRINTED_OFFSET;
    const label = table.caption ?? table.context_heading ?? 'Bảng';
    const text =
      `Bảng trong mục ${SECTION_DISPLAY_NAMES[key.data]} của ${drugName}: ${label}. ` +
      `Cột: ${header.join('; ')}.`;
    const bbox: [number, number, number, number] = [56.5, 300, 538.6, 520];
    chunks.push({
      chunk_id: descriptorChunkId(drugId, key.data, table.table_id),
      drug_id: drugId,
      drug_name: drugName,
      section_key: key.data,
      section_display_name: SECTION_DISPLAY_NAMES[key.data],
      text,
      source_text: text,
      context_labels: [],
      heading_physical_page: physical,
      source_page_range: [physical, physical],
      printed_page_range: [printed, printed],
      atc_codes: [],
      part_index: 0,
      part_count: 1,
      est_tokens: Math.ceil(text.length / 3),
      oversized: false,
      chunk_kind: 'block_descriptor',
      attachments: [
        {
          block_id: table.table_id,
          kind: 'table',
          shape: 'simple_table',
          physical_page: physical,
          printed_page: printed,
          bbox,
          quarantined: true,
          header_row: header,
        },
      ],
      has_quarantined_content: true,
      regions: [{ physical_page: physical, bbox }],
      schema_version: 4,
    });
  }
  return chunks;
}
