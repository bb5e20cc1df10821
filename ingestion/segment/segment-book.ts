import { SCHEMA_VERSION, type Block } from '@/lib/schema/block';
import { readBandColumns } from '@/lib/text/read-band-columns';
import type { Monograph } from '@/lib/schema/monograph';
import { SECTION_DISPLAY_NAMES } from '@/lib/schema/section-keys';
import { makeDrugId } from '@/lib/text/make-drug-id';
import type { ExtractedPage } from '@/ingestion/extract/extract-types';
import type { SectionInput } from '@/ingestion/chunk/section-input';
import { bodyFontSize, findRegions, RegionError, type Region } from './find-regions';
import { joinContinuedTables } from './join-continued-tables';
import { liftPageBlocks, type LiftedBlock } from './lift-page-blocks';
import { readRowRegions } from './read-row-regions';
import { segmentMonographs } from './segment-monographs';

export interface SegmentedBook {
  regions: Region[];
  monograph_range: [number, number];
  monographs: Monograph[];
  /** One per (drug, section): the chunker's input. */
  sections: SectionInput[];
  blocks: Block[];
  /** Every cell text read inside each block: input to the leak gate, never to prose. */
  block_cells: Map<string, string[][]>;
  /** Blocks whose page prints no folio (gate printed_page_missing). */
  blocks_without_folio: string[];
  /** Blocks met before any section of their monograph began. */
  orphan_blocks: number;
}

/** The folio as a page number, when it is an arabic one. */
export function folioNumber(printed: string | null | undefined): number | null {
  if (!printed || !/^\d+$/.test(printed)) return null;
  return Number(printed);
}

const ATC_CODE = /\b[A-Z]\d{2}(?:[A-Z](?:[A-Z](?:\d{2})?)?)?\b/g;

export function parseAtcCodes(text: string): string[] {
  return [...new Set(text.match(ATC_CODE) ?? [])];
}

export function parseTradeNames(text: string): string[] {
  return text
    .replace(/\.\s*$/, '')
    .split(/[;,]/)
    .map((s) => s.trim())
    .filter(Boolean);
}

/** Pages no detected region claims, as a pseudo monograph region (title page: the first). */
function unclaimedRange(pages: ExtractedPage[], regions: Region[]): Region {
  const claimed = (p: number) =>
    regions.some((r) => p >= r.first_physical_page && p <= r.last_physical_page);
  const free = pages.map((p) => p.physical_page).filter((p) => !claimed(p));
  if (free.length === 0)
    throw new RegionError('no monograph region: every page belongs to another region');
  const first = free[0]!;
  let last = first;
  while (free.includes(last + 1)) last++;
  return {
    key: 'monographs',
    title: '(no region title)',
    title_physical_page: first,
    first_physical_page: first,
    last_physical_page: last,
  };
}

export function segmentBook(
  pages: ExtractedPage[],
  monographPrinted?: [string, string],
): SegmentedBook {
  const regions = findRegions(pages, monographPrinted);
  // Without the book's own region title (a PDF typeset otherwise, or an extract of the book),
  // monographs are still found by their convention — bold capitals over `Tên chung quốc tế:` —
  // across the pages no other region claims; --monograph-pages narrows it when that is wrong.
  const region = regions.find((r) => r.key === 'monographs') ?? unclaimedRange(pages, regions);
  const inRange = pages.filter(
    (p) =>
      p.physical_page >= region.first_physical_page && p.physical_page <= region.last_physical_page,
  );
  const items = joinContinuedTables(inRange.map(liftPageBlocks)).flat();
  const segmented = segmentMonographs(items, bodyFontSize(inRange));
  if (segmented.length === 0) {
    throw new RegionError(
      `no monographs in physical pages ${region.first_physical_page + 1}-${region.last_physical_page + 1}: ` +
        'no bold capital title followed by a "Tên chung quốc tế:" label',
    );
  }
  const printedOf = new Map(pages.map((p) => [p.physical_page, folioNumber(p.printed_page)]));
  const pageAt = new Map(inRange.map((p) => [p.physical_page, p]));

  const usedIds = new Set<string>();
  const monographs: Monograph[] = [];
  const sections: SectionInput[] = [];
  const blocks: Block[] = [];
  const blockCells = new Map<string, string[][]>();
  const blocksWithoutFolio: string[] = [];
  let orphanBlocks = 0;

  for (const m of segmented) {
    let drugId = makeDrugId(m.drug_name);
    for (let n = 2; usedIds.has(drugId); n++) drugId = `${makeDrugId(m.drug_name)}_${n}`;
    usedIds.add(drugId);
    orphanBlocks += m.orphan_blocks.length;

    const textOf = (key: string) => m.sections.find((s) => s.key === key)?.text ?? '';
    const atcText = textOf('ma_atc');
    const atcCodes = parseAtcCodes(atcText);
    let blockCount = 0;

    const rowRegionsOf = (lifted: LiftedBlock) => {
      const rows = readRowRegions(lifted, (page) => pageAt.get(page));
      return rows ? { row_regions: rows } : {};
    };
    const toBlock = (lifted: LiftedBlock, sectionKey: Block['section_key']): Block => {
      blockCount++;
      const first = lifted.regions[0]!;
      const blockId = `${drugId}__${lifted.kind === 'table' ? 't' : 'f'}${blockCount}`;
      const printed = printedOf.get(first.physical_page) ?? null;
      if (printed === null) blocksWithoutFolio.push(blockId);
      blockCells.set(blockId, lifted.cells);
      return {
        block_id: blockId,
        drug_id: drugId,
        drug_name: m.drug_name,
        section_key: sectionKey,
        kind: lifted.kind,
        shape: lifted.shape,
        physical_page: first.physical_page,
        // A missing folio fails the printed_page_missing gate; 0 marks it and fails schema checks.
        printed_page: printed ?? 0,
        bbox: first.bbox,
        regions: lifted.regions,
        header_row: lifted.shape === 'simple_table' ? lifted.header_row : [],
        ...(lifted.kind === 'table' ? { band_columns: readBandColumns(lifted.cells) } : {}),
        ...rowRegionsOf(lifted),
        quarantined: true,
        schema_version: SCHEMA_VERSION,
      };
    };

    const monoSections: Monograph['sections'] = [];
    for (const s of m.sections) {
      const sectionBlocks = s.blocks.map((b) => toBlock(b, s.key));
      blocks.push(...sectionBlocks);
      const pagesTouched = [
        s.heading_physical_page,
        ...s.lines.map((l) => l.physical_page),
        ...sectionBlocks.flatMap((b) => b.regions.map((r) => r.physical_page)),
      ];
      monoSections.push({
        key: s.key,
        display_name: SECTION_DISPLAY_NAMES[s.key],
        heading_text: s.heading_text,
        heading_physical_page: s.heading_physical_page,
        text: s.text,
        source_page_range: [Math.min(...pagesTouched), Math.max(...pagesTouched)],
        block_ids: sectionBlocks.map((b) => b.block_id),
      });
      sections.push({
        drug_id: drugId,
        drug_name: m.drug_name,
        atc_codes: atcCodes,
        section_key: s.key,
        section_display_name: SECTION_DISPLAY_NAMES[s.key],
        heading_physical_page: s.heading_physical_page,
        text: s.text,
        lines: s.lines,
        blocks: sectionBlocks,
      });
    }

    const firstPrinted = printedOf.get(m.title_physical_page) ?? 0;
    const lastPrinted = printedOf.get(m.last_physical_page) ?? firstPrinted;
    const inn = textOf('ten_chung_quoc_te')
      .replace(/\.\s*$/, '')
      .trim();
    monographs.push({
      drug_id: drugId,
      drug_name: m.drug_name,
      title_physical_page: m.title_physical_page,
      title_bbox: m.title_bbox,
      source_page_range: [m.title_physical_page, m.last_physical_page],
      printed_page_range: [firstPrinted, Math.max(firstPrinted, lastPrinted)],
      inn: inn || null,
      atc_codes: atcCodes,
      atc_stated_absent: atcCodes.length === 0 && /kh[oô]ng/i.test(atcText),
      trade_names: parseTradeNames(textOf('ten_thuong_mai')),
      sections: monoSections,
      unknown_headings: m.unknown_headings,
      schema_version: SCHEMA_VERSION,
    });
  }

  return {
    regions,
    monograph_range: [region.first_physical_page, region.last_physical_page],
    monographs,
    sections,
    blocks,
    block_cells: blockCells,
    blocks_without_folio: blocksWithoutFolio,
    orphan_blocks: orphanBlocks,
  };
}
