import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { extractBook } from '@/ingestion/extract/extract-book';
import { joinContinuedTables } from './join-continued-tables';
import { liftPageBlocks, type FlowItem, type LiftedBlock } from './lift-page-blocks';

/**
 * Single-column pages typeset by TeX (pdflatex, Debian's TeX Live; fixtures/tex-longtable.tex is
 * its source): two three-column `longtable`s, each breaking onto the next page. The first has no
 * caption and repeats its header under "(tiếp)"; the second has a `\caption` and repeats it as
 * "Bảng 2: (tiếp theo)" over a header wrapped to three lines. Issue 40: the first table stayed
 * two `simple_table` blocks — the table's own column gap was taken for the page's gutter, so the
 * prose above it was read after it and stood between the pieces. TeX's own break in the first
 * header's "crea-" / "tinin" reads "creatinin", the word the book prints elsewhere
 * (mark-break-hyphens.ts).
 */
const PDF = path.join(import.meta.dirname, 'fixtures/tex-longtable.pdf');

const HEADER = [
  'Độ thanh thải creatinin (ml/phút)',
  'Tổng liều hằng ngày (mg/ngày)',
  'Phác đồ liều (mg)',
];

describe('a TeX longtable continued on the next page of a single-column book', () => {
  it('is one cross_page_continuation block per table, header once, every row once in order', async () => {
    const book = await extractBook(PDF, { workers: 0 });
    expect(book.pages.map((p) => p.gutter)).toEqual([null, null, null]);
    const flow: FlowItem[] = joinContinuedTables(book.pages.map(liftPageBlocks)).flat();
    const blocks = flow.flatMap((item) => (item.kind === 'block' ? [item.block] : []));
    expect(blocks.map((b: LiftedBlock) => b.shape)).toEqual([
      'cross_page_continuation',
      'cross_page_continuation',
    ]);
    expect(blocks.map((b) => b.regions.map((r) => r.physical_page))).toEqual([
      [0, 1],
      [1, 2],
    ]);
    expect(blocks.map((b) => b.cells[0])).toEqual([HEADER, HEADER]);
    expect(blocks[0]!.cells.slice(1)).toEqual([
      ['≥ 60', '900 - 3 600', '300 - 1 200, ngày 3 lần'],
      ['30 - 59', '400 - 1 400', '200 - 700, ngày 2 lần'],
      ['15 - 29', '200 - 700', '200 - 700, ngày 1 lần'],
      ['Dưới 15', '100 - 300', '100 - 300, ngày 1 lần'],
      ['Thẩm phân máu', '–', '125 - 350 sau mỗi lần'],
      ['Thẩm phân phúc mạc', '100 - 300', '100 - 300, ngày 1 lần'],
    ]);
    expect(blocks[1]!.cells.slice(1).map((row) => row[0])).toEqual([
      '≥ 60',
      '30 - 60',
      '15 - 30',
      '< 15',
      'Thẩm phân máu',
      'Thẩm phân phúc mạc',
    ]);
    // The prose reads in page order around the tables; the continuation captions left with
    // the pieces they announced, the first table's caption stays as the line above it.
    const texts = flow.map((item) => (item.kind === 'line' ? item.line.text : '[bảng]'));
    expect(texts.slice(2, 5)).toEqual([
      expect.stringMatching(/^Người suy thận/),
      expect.stringMatching(/^thẩm phân máu/),
      '[bảng]',
    ]);
    expect(texts).not.toContain('(tiếp)');
    expect(texts).not.toContain('Bảng 2: (tiếp theo)');
    expect(texts.slice(-3)).toEqual([
      'Bảng 2: Liều theo độ thanh thải creatinin',
      '[bảng]',
      'Thận trọng: Theo dõi chức năng thận.',
    ]);
  });
});
