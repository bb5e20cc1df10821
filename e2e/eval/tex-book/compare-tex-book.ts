import type { UnseenMonograph } from '@/e2e/eval/answers/unseen/book/read-unseen-monographs';

/** What of the index the comparison reads (monographs.jsonl, pages.jsonl, blocks.jsonl). */
export interface IndexedMonograph {
  drug_id: string;
  drug_name: string;
  source_page_range: [number, number];
  sections: { key: string }[];
}
export interface IndexedPage {
  physical_page: number;
  printed_page: string | null;
}
export interface IndexedBlock {
  block_id: string;
  drug_id: string;
  section_key: string;
  kind: string;
  shape: string;
  regions: { physical_page: number }[];
}

export interface TexBookTruth {
  monographs: readonly UnseenMonograph[];
  /** Tables TeX continued, by their number in book order from 1 (read-tex-continued-tables.ts). */
  continuedTables: ReadonlySet<number>;
  /** The physical page (0-based) that prints `firstFolio`. */
  firstMonographPage: number;
  firstFolio: number;
}

export interface TexBookIndex {
  monographs: readonly IndexedMonograph[];
  pages: readonly IndexedPage[];
  blocks: readonly IndexedBlock[];
  /** Each block's cells as the ingest read them (segmentBook's block_cells), header rows included. */
  cells: ReadonlyMap<string, string[][]>;
}

export interface TableComparison {
  /** Book order from 1. */
  n: number;
  drugId: string;
  sectionKey: string;
  /** Rows (header included) × columns, counted from the realdata's Markdown. */
  expected: { rows: number; cols: number; shape: string };
  /** The block read for it, null when none was. */
  read: {
    blockId: string;
    pages: number[];
    /** Regions: 2 for a table continued in the next column of the same page. */
    pieces: number;
    shape: string;
    rows: number;
    cols: number;
  } | null;
  right: boolean;
}

export interface TexBookComparison {
  monographsFound: string[];
  monographsMissing: string[];
  sections: { drugId: string; found: number; expected: number; missing: string[] }[];
  folios: { right: number; total: number; wrong: { page: number; printed: string | null }[] };
  tables: TableComparison[];
  /** Table blocks read that no realdata table accounts for (a continued table split in two). */
  extraBlocks: { blockId: string; pages: number[]; shape: string }[];
}

const shapeOf = (cells: readonly (readonly string[])[]) => ({
  rows: cells.length,
  cols: Math.max(0, ...cells.map((r) => r.length)),
});

/**
 * The index of the TeX-typeset book against what was typeset: monographs by drug id, sections by
 * key, every folio of the monograph pages, and each realdata table against the k-th table block
 * of its monograph — right when its shape is `cross_page_continuation` exactly when TeX
 * continued it (else `simple_table`) and its rows × columns are the Markdown's.
 */
export function compareTexBook(truth: TexBookTruth, index: TexBookIndex): TexBookComparison {
  const readIds = new Set(index.monographs.map((m) => m.drug_id));
  const sections = truth.monographs.map((m) => {
    const read = index.monographs.find((r) => r.drug_id === m.drugId);
    const keys = new Set(read?.sections.map((s) => s.key) ?? []);
    return {
      drugId: m.drugId,
      found: m.sections.filter((s) => keys.has(s.key)).length,
      expected: m.sections.length,
      missing: m.sections.filter((s) => !keys.has(s.key)).map((s) => s.key),
    };
  });

  // The folio of every page from the first monograph's to the last monograph's last page.
  const lastPage = Math.max(-1, ...index.monographs.map((m) => m.source_page_range[1]));
  const monographPages = index.pages.filter(
    (p) => p.physical_page >= truth.firstMonographPage && p.physical_page <= lastPage,
  );
  const wrongFolios = monographPages
    .filter(
      (p) =>
        p.printed_page !== String(truth.firstFolio + p.physical_page - truth.firstMonographPage),
    )
    .map((p) => ({ page: p.physical_page, printed: p.printed_page }));

  let n = 0;
  const tables: TableComparison[] = [];
  const used = new Set<string>();
  for (const m of truth.monographs) {
    const blocks = index.blocks.filter((b) => b.drug_id === m.drugId && b.kind === 'table');
    let k = 0;
    for (const s of m.sections)
      for (const item of s.items) {
        if (item.kind !== 'table') continue;
        n++;
        const expected = {
          ...shapeOf(item.rows),
          shape: truth.continuedTables.has(n) ? 'cross_page_continuation' : 'simple_table',
        };
        const block = blocks[k++];
        if (block) used.add(block.block_id);
        const read = block
          ? {
              blockId: block.block_id,
              pages: [...new Set(block.regions.map((r) => r.physical_page))],
              pieces: block.regions.length,
              shape: block.shape,
              ...shapeOf(index.cells.get(block.block_id) ?? []),
            }
          : null;
        const right =
          read !== null &&
          block!.section_key === s.key &&
          read.shape === expected.shape &&
          read.rows === expected.rows &&
          read.cols === expected.cols;
        tables.push({ n, drugId: m.drugId, sectionKey: s.key, expected, read, right });
      }
  }
  return {
    monographsFound: truth.monographs.filter((m) => readIds.has(m.drugId)).map((m) => m.drugId),
    monographsMissing: truth.monographs.filter((m) => !readIds.has(m.drugId)).map((m) => m.drugId),
    sections,
    folios: {
      right: monographPages.length - wrongFolios.length,
      total: monographPages.length,
      wrong: wrongFolios,
    },
    tables,
    extraBlocks: index.blocks
      .filter((b) => b.kind === 'table' && !used.has(b.block_id))
      .map((b) => ({
        blockId: b.block_id,
        pages: [...new Set(b.regions.map((r) => r.physical_page))],
        shape: b.shape,
      })),
  };
}
