import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { UnseenMonograph } from '@/e2e/eval/answers/unseen/book/read-unseen-monographs';
import { extractBook } from '@/ingestion/extract/extract-book';
import { segmentBook } from '@/ingestion/segment/segment-book';
import { readTexContinuedTables } from './read-tex-continued-tables';
import { hasPdflatex, typesetTexBook } from './typeset-tex-book';

const present = hasPdflatex();
if (!present) console.warn('skipped: typeset-tex-book needs pdflatex (TeX Live with vntex)');

/**
 * A renal table long enough (70 rows) that TeX must continue it in the next column, after pages
 * of prose: ingest finds a running header by its repeating over pages, so a book of one page
 * would keep it as text.
 */
const PROSE =
  'Gabapentin là một chất tương tự acid gamma-aminobutyric, có tác dụng chống co giật và giảm đau do thần kinh; cơ chế chính xác chưa được biết rõ, thuốc gắn vào tiểu đơn vị của kênh calci phụ thuộc điện thế ở hệ thần kinh trung ương.';
const rows = [
  ['Độ thanh thải creatinin (ml/phút)', 'Liều khuyến cáo (mg/ngày)'],
  ...Array.from({ length: 70 }, (_, i) => [
    `${100 - i} - ${99 - i}`,
    `${300 + 10 * i} mg chia 3 lần`,
  ]),
];
const monograph: UnseenMonograph = {
  drug: 'GABAPENTIN',
  drugId: 'gabapentin',
  sections: [
    {
      key: 'ten_chung_quoc_te',
      heading: 'Tên chung quốc tế',
      items: [{ kind: 'paragraph', text: 'Gabapentin.', subheading: false }],
    },
    {
      key: 'ma_atc',
      heading: 'Mã ATC',
      items: [{ kind: 'paragraph', text: 'N03AX12.', subheading: false }],
    },
    {
      key: 'loai_thuoc',
      heading: 'Loại thuốc',
      items: [{ kind: 'paragraph', text: 'Thuốc chống động kinh.', subheading: false }],
    },
    {
      key: 'duoc_ly_va_co_che_tac_dung',
      heading: 'Dược lý và cơ chế tác dụng',
      items: Array.from({ length: 60 }, () => ({
        kind: 'paragraph' as const,
        text: PROSE,
        subheading: false,
      })),
    },
    {
      key: 'lieu_luong_va_cach_dung',
      heading: 'Liều lượng và cách dùng',
      items: [
        { kind: 'paragraph', text: 'Người suy thận: Chỉnh liều theo bảng sau.', subheading: false },
        { kind: 'table', rows },
        { kind: 'paragraph', text: 'Thận trọng ở người cao tuổi.', subheading: false },
      ],
    },
  ],
};

describe.skipIf(!present)('typesetTexBook', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'tex-book-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('continues a long table under "(tiếp theo)" and ingest reads it back as one block', async () => {
    const book = await typesetTexBook([monograph], path.join(dir, 'book.pdf'));
    expect(readTexContinuedTables(readFileSync(book.logPath, 'latin1'))).toEqual(new Set([1]));

    const extracted = await extractBook(book.pdfPath, { workers: 0, allowImageOnlyPages: true });
    const text = extracted.pages.flatMap((p) => p.lines.map((l) => l.text));
    expect(text).toContain('(tiếp theo)');
    const segmented = segmentBook(extracted.pages);
    expect(segmented.monographs.map((m) => m.drug_id)).toEqual(['gabapentin']);
    const tables = segmented.blocks.filter((b) => b.kind === 'table');
    expect(tables.map((b) => b.shape)).toEqual(['cross_page_continuation']);
    expect(tables[0]!.regions.length).toBe(2);
    expect(segmented.block_cells.get(tables[0]!.block_id)).toEqual(rows);
  }, 60_000);
});
