import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { extractBook } from '@/ingestion/extract/extract-book';
import { joinContinuedTables } from './join-continued-tables';
import { liftPageBlocks, type LiftedBlock } from './lift-page-blocks';

/**
 * A page typeset by TeX (pdflatex, Debian's TeX Live; fixtures/tex-continued-table.tex is its
 * source): two columns, a renal table at the foot of the left column continued at the top of the
 * right one under "(tiếp theo)", its repeated header wrapped to three lines by hand and TeX's own
 * hyphenation in the first ("cre-" / "atinin"). Issue 40: such a table was two blocks on a book
 * nobody here wrote; it is one continued block whatever the header's wrap. TeX's break reads
 * "creatinin", the word the page prints elsewhere (mark-break-hyphens.ts).
 */
const PDF = path.join(import.meta.dirname, 'fixtures/tex-continued-table.pdf');

describe('a TeX-typeset continued table', () => {
  it('is one cross_page_continuation block with the repeated header dropped', async () => {
    const book = await extractBook(PDF, { workers: 0 });
    const blocks = joinContinuedTables(book.pages.map(liftPageBlocks))
      .flat()
      .flatMap((item) => (item.kind === 'block' ? [item.block] : []));
    expect(blocks).toHaveLength(1);
    const table = blocks[0] as LiftedBlock;
    expect(table.shape).toBe('cross_page_continuation');
    expect(table.regions).toHaveLength(2);
    expect(table.cells.map((row) => row[0])).toEqual([
      'Độ thanh thải creatinin (ml/phút)',
      '≥ 60',
      '30 - 59',
      '15 - 29',
      'Dưới 15',
      'Thẩm phân máu',
    ]);
  });
});
