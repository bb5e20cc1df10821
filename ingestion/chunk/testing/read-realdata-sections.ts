import { matchSectionHeading } from '@/ingestion/segment/match-section-heading';
import fs from 'node:fs';

import { SCHEMA_VERSION, type Block } from '@/lib/schema/block';
import { SECTION_DISPLAY_NAMES, SECTION_KEYS, type SectionKey } from '@/lib/schema/section-keys';
import type { PrintedPageOf, SectionInput } from '../section-input';
import { realdataPath } from '@/lib/testing/realdata';
import { synthesizeLinesAroundBlocks } from './synthesize-lines';
import { readBandColumns } from '@/lib/text/read-band-columns';

/** Where the real-text samples live, relative to the project root (see realdata/README.md). */
export const REALDATA_SECTIONS = 'dtqg-markdown/sections_by_monograph.jsonl';
export const REALDATA_SECTIONS_PATH = realdataPath(REALDATA_SECTIONS);

/** The fake book's constant offset. Real folios are read per page; this is test scaffolding. */
export const REALDATA_PRINTED_PAGE_OF: PrintedPageOf = (physicalPage) =>
  physicalPage > 16 ? physicalPage - 16 : null;

export interface RealdataSection {
  input: SectionInput;
  /** Each lifted block's cells, header row first: the leak gate's input. */
  blockCells: Record<string, string[][]>;
  /** Running-header lines the conversion saw in this monograph (the boilerplate gate's input). */
  runningHeaders: string[];
}

interface RawMonograph {
  drug: string;
  sections: { heading: string; text: string }[];
  running_headers_seen?: string[];
}

/**
 * Test-only adapter: turns the third-party Markdown conversions into SectionInputs the way
 * segmentation would — Markdown tables lifted out as quarantined blocks, emphasis and quote
 * marks dropped, one paragraph per line — with synthetic two-column line geometry. Returns
 * null when the samples are absent.
 */
export function readRealdataSections(file = REALDATA_SECTIONS_PATH): RealdataSection[] | null {
  if (!fs.existsSync(file)) return null;
  const sections: RealdataSection[] = [];
  const raw = fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.trim().length > 0);
  raw.forEach((line, monographIndex) => {
    const monograph = JSON.parse(line) as RawMonograph;
    const drugId = slugify(monograph.drug);
    let page = 100 + monographIndex * 12;
    for (const section of monograph.sections) {
      const key = sectionKeyOf(section.heading);
      if (!key) continue;
      const { text, tables, tablesBefore } = liftTables(section.text.normalize('NFC'));
      const { lines, regions } = synthesizeLinesAroundBlocks(
        text,
        { firstPage: page },
        tablesBefore,
      );
      const lastLine = lines[lines.length - 1];
      const blocks: Block[] = [];
      const blockCells: Record<string, string[][]> = {};
      tables.forEach((rows, tableIndex) => {
        // Drawn where the Markdown printed it, so the chunker can tell which line leads into it.
        const region = regions[tableIndex]!;
        const blockPage = region.physical_page;
        const block_id = `${drugId}-${key}-t${tableIndex + 1}`.replace(/_/g, '-');
        const bbox = region.bbox;
        blocks.push({
          block_id,
          drug_id: drugId,
          drug_name: monograph.drug,
          section_key: key,
          kind: 'table',
          shape: 'simple_table',
          physical_page: blockPage,
          printed_page: REALDATA_PRINTED_PAGE_OF(blockPage) ?? 1,
          bbox,
          regions: [region],
          header_row: rows[0] ?? [],
          band_columns: readBandColumns(rows),
          quarantined: true,
          schema_version: SCHEMA_VERSION,
        });
        blockCells[block_id] = rows;
      });
      sections.push({
        input: {
          drug_id: drugId,
          drug_name: monograph.drug,
          atc_codes: [],
          section_key: key,
          section_display_name: SECTION_DISPLAY_NAMES[key],
          heading_physical_page: page,
          text,
          lines,
          blocks,
        },
        blockCells,
        runningHeaders: monograph.running_headers_seen ?? [],
      });
      page = lastLine?.physical_page ?? page;
    }
  });
  return sections;
}

/** The prose, the tables lifted out of it, and the paragraph index each table stood before. */
function liftTables(markdown: string): {
  text: string;
  tables: string[][][];
  tablesBefore: number[];
} {
  const paragraphs: string[] = [];
  const tables: string[][][] = [];
  const tablesBefore: number[] = [];
  let table: string[][] | null = null;
  for (const rawLine of markdown.split('\n')) {
    const line = rawLine.trim();
    if (line.startsWith('|')) {
      table ??= [];
      if (!/^\|?[\s:|-]+$/.test(line)) table.push(splitRow(line));
      continue;
    }
    if (table) {
      tables.push(table);
      tablesBefore.push(paragraphs.length);
      table = null;
    }
    const paragraph = cleanMarkdown(line);
    if (paragraph.length > 0) paragraphs.push(paragraph);
  }
  if (table) {
    tables.push(table);
    tablesBefore.push(paragraphs.length);
  }
  return { text: paragraphs.join('\n'), tables, tablesBefore };
}

export function splitRow(line: string): string[] {
  return line
    .replace(/^\|/, '')
    .replace(/\|$/, '')
    .split('|')
    .map((cell) => cleanMarkdown(cell));
}

export function cleanMarkdown(line: string): string {
  return line
    .replace(/^#+\s*/, '')
    .replace(/^>\s*/, '')
    .replace(/<br\s*\/?>/g, ' ')
    .replace(/<\/?sup>/g, '')
    .replace(/\*/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * The section a markdown heading names, by the ingest's own vocabulary (match-section-heading.ts)
 * first: measured on unseen batch 19, CODEIN's "Bảo quản" matched no display name and the
 * harness left the section out, while `npm run ingest` reads it as Độ ổn định và bảo quản.
 */
export function sectionKeyOf(heading: string): SectionKey | null {
  const matched = matchSectionHeading(heading);
  if (matched) return matched;
  const wanted = normaliseHeading(heading);
  return (
    SECTION_KEYS.find((key) => normaliseHeading(SECTION_DISPLAY_NAMES[key]) === wanted) ?? null
  );
}

/**
 * A heading as the harness compares it: case, "qui"/"quy" and the "(ADR)" the book prints after
 * "Tác dụng không mong muốn" in most monographs but not all (ENTECAVIR's was dropped, and its
 * adverse effects were missing from every unseen index until batch 9's own check found it).
 */
function normaliseHeading(heading: string): string {
  return heading
    .normalize('NFC')
    .toLocaleLowerCase('vi')
    .replace(/\bqui\b/g, 'quy')
    .replace(/\s*\(adr\)\s*$/, '')
    .trim();
}

export function slugify(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/đ/gi, 'd')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_|_$/g, '');
}
