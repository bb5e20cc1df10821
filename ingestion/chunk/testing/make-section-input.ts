import { SCHEMA_VERSION, type Block } from '@/lib/schema/block';
import { SECTION_DISPLAY_NAMES, type SectionKey } from '@/lib/schema/section-keys';
import type { PrintedPageOf, SectionInput } from '../section-input';
import { synthesizeLines } from './synthesize-lines';

/** Test fixture: folio = physical page − 16 from page 20 on; earlier pages print none. */
export const FIXTURE_PRINTED_PAGE_OF: PrintedPageOf = (page) => (page >= 20 ? page - 16 : null);

export interface FixtureOptions {
  drug_id?: string;
  drug_name?: string;
  section_key?: SectionKey;
  firstPage?: number;
  linesPerColumn?: number;
  blocks?: Block[];
}

/** A SectionInput over `text` with synthetic two-column lines (see synthesizeLines). */
export function makeSectionInput(text: string, options: FixtureOptions = {}): SectionInput {
  const section_key = options.section_key ?? 'lieu_luong_va_cach_dung';
  const firstPage = options.firstPage ?? 120;
  return {
    drug_id: options.drug_id ?? 'thuoc_mau',
    drug_name: options.drug_name ?? 'THUỐC MẪU',
    atc_codes: ['J01XX99'],
    section_key,
    section_display_name: SECTION_DISPLAY_NAMES[section_key],
    heading_physical_page: firstPage,
    text,
    lines: synthesizeLines(text, { firstPage, linesPerColumn: options.linesPerColumn }),
    blocks: options.blocks ?? [],
  };
}

export interface BlockFixtureOptions {
  drug_id?: string;
  section_key?: SectionKey;
  kind?: Block['kind'];
  shape?: Block['shape'];
  physical_page?: number;
  header_row?: string[];
  regions?: Block['regions'];
}

export function makeBlock(block_id: string, options: BlockFixtureOptions = {}): Block {
  const physical_page = options.physical_page ?? 121;
  const bbox: Block['bbox'] = [305, 200, 553, 320];
  return {
    block_id,
    drug_id: options.drug_id ?? 'thuoc_mau',
    drug_name: 'THUỐC MẪU',
    section_key: options.section_key ?? 'lieu_luong_va_cach_dung',
    kind: options.kind ?? 'table',
    shape: options.shape ?? 'simple_table',
    physical_page,
    printed_page: physical_page - 16,
    bbox,
    regions: options.regions ?? [{ physical_page, bbox }],
    header_row: options.header_row ?? [],
    quarantined: true,
    schema_version: SCHEMA_VERSION,
  };
}
