import { describe, expect, it } from 'vitest';
import type { UnseenMonograph } from '@/e2e/eval/answers/unseen/book/read-unseen-monographs';
import { compareTexBook, type IndexedBlock } from './compare-tex-book';

const table = (rows: number, cols: number) =>
  Array.from({ length: rows }, (_, r) => Array.from({ length: cols }, (_, c) => `${r}.${c}`));

const monographs: UnseenMonograph[] = [
  {
    drug: 'COLISTIN',
    drugId: 'colistin',
    sections: [
      { key: 'ten_chung_quoc_te', heading: 'Tên chung quốc tế', items: [] },
      {
        key: 'lieu_luong_va_cach_dung',
        heading: 'Liều lượng và cách dùng',
        items: [
          { kind: 'table', rows: table(6, 4) },
          { kind: 'table', rows: table(3, 2) },
        ],
      },
    ],
  },
  { drug: 'DIGOXIN', drugId: 'digoxin', sections: [] },
];

const block = (id: string, shape: string, pages: number[]): IndexedBlock => ({
  block_id: id,
  drug_id: 'colistin',
  section_key: 'lieu_luong_va_cach_dung',
  kind: 'table',
  shape,
  regions: pages.map((physical_page) => ({ physical_page })),
});

const truth = {
  monographs,
  continuedTables: new Set([1]),
  firstMonographPage: 2,
  firstFolio: 37,
};

const index = (blocks: IndexedBlock[], cells: [string, string[][]][]) => ({
  monographs: [
    {
      drug_id: 'colistin',
      drug_name: 'COLISTIN',
      source_page_range: [2, 4] as [number, number],
      sections: [{ key: 'ten_chung_quoc_te' }],
    },
  ],
  pages: [
    { physical_page: 1, printed_page: null },
    { physical_page: 2, printed_page: '37' },
    { physical_page: 3, printed_page: '38' },
    { physical_page: 4, printed_page: '41' },
    { physical_page: 5, printed_page: null },
  ],
  blocks,
  cells: new Map(cells),
});

describe('compareTexBook', () => {
  it('counts a continued table right only as one cross-page block of the Markdown shape', () => {
    const c = compareTexBook(
      truth,
      index(
        [
          block('colistin__t1', 'cross_page_continuation', [3, 4]),
          block('colistin__t2', 'simple_table', [4]),
        ],
        [
          ['colistin__t1', table(6, 4)],
          ['colistin__t2', table(3, 2)],
        ],
      ),
    );
    expect(c.tables.map((t) => t.right)).toEqual([true, true]);
    expect(c.tables[0]!.read).toMatchObject({ pages: [3, 4], pieces: 2, rows: 6, cols: 4 });
    expect(c.extraBlocks).toEqual([]);
    expect(c.monographsMissing).toEqual(['digoxin']);
    expect(c.sections[0]).toMatchObject({
      found: 1,
      expected: 2,
      missing: ['lieu_luong_va_cach_dung'],
    });
    expect(c.folios).toEqual({ right: 2, total: 3, wrong: [{ page: 4, printed: '41' }] });
  });

  it('names a continued table split in two: the first piece wrong, the second extra', () => {
    const c = compareTexBook(
      truth,
      index(
        [
          block('colistin__t1', 'simple_table', [3]),
          block('colistin__t2', 'multi_level_or_merged_header', [4]),
          block('colistin__t3', 'simple_table', [4]),
        ],
        [
          ['colistin__t1', table(3, 4)],
          ['colistin__t2', table(4, 4)],
          ['colistin__t3', table(3, 2)],
        ],
      ),
    );
    expect(c.tables.map((t) => t.right)).toEqual([false, false]);
    expect(c.extraBlocks.map((b) => b.blockId)).toEqual(['colistin__t3']);
  });
});
