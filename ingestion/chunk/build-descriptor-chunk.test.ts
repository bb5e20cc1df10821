import { describe, expect, it } from 'vitest';
import { chunkSchema } from '@/lib/schema/chunk';
import { buildDescriptorChunk, buildDescriptorText } from './build-descriptor-chunk';
import { UNREAD_PRINTED_PAGE } from './locate-source-span';
import { FIXTURE_PRINTED_PAGE_OF, makeBlock, makeSectionInput } from './testing/make-section-input';

// A renal table shaped like the book's: header row, then threshold | dose rows.
const RENAL_ROWS = [
  ['Độ thanh thải creatinin (ml/phút)', 'Cách dùng'],
  ['> 80', 'Không điều chỉnh liều'],
  ['50 - 80', '200 - 800 mg, cách nhau 6 - 8 giờ'],
  ['< 10', '200 - 400 mg, cách nhau 24 giờ'],
];

describe('buildDescriptorText', () => {
  it.each<[string, Parameters<typeof makeBlock>[1], string]>([
    [
      'simple table: kind, page and header',
      { header_row: RENAL_ROWS[0] },
      'THUỐC MẪU — Liều lượng và cách dùng — bảng, trang in 105. Cột: Độ thanh thải creatinin (ml/phút) | Cách dùng.',
    ],
    [
      'formula: no header',
      { kind: 'formula', shape: 'formula_2d', header_row: [] },
      'THUỐC MẪU — Liều lượng và cách dùng — công thức, trang in 105.',
    ],
    [
      'merged header: header omitted (least trustworthy extraction)',
      { shape: 'multi_level_or_merged_header', header_row: ['Cl cr', 'Thuốc bột'] },
      'THUỐC MẪU — Liều lượng và cách dùng — bảng, trang in 105.',
    ],
    [
      'a header row with digits may be a body row: omitted',
      { header_row: ['40 - 49 kg', '34 ml'] },
      'THUỐC MẪU — Liều lượng và cách dùng — bảng, trang in 105.',
    ],
    [
      'empty header cells dropped',
      { header_row: ['Thể trọng', '  ', 'Thể tích\ncần thiết'] },
      'THUỐC MẪU — Liều lượng và cách dùng — bảng, trang in 105. Cột: Thể trọng | Thể tích cần thiết.',
    ],
  ])('%s', (_name, options, expected) => {
    expect(
      buildDescriptorText('Thuốc mẫu', 'Liều lượng và cách dùng', makeBlock('b1', options)),
    ).toBe(expected);
  });

  it('never contains a body cell value', () => {
    const text = buildDescriptorText(
      'THUỐC MẪU',
      'Liều lượng và cách dùng',
      makeBlock('b1', { header_row: RENAL_ROWS[0] }),
    );
    for (const row of RENAL_ROWS.slice(1)) for (const cell of row) expect(text).not.toContain(cell);
  });
});

describe('buildDescriptorChunk', () => {
  const section = makeSectionInput('Liều dùng theo chức năng thận:');

  it('builds a schema-valid descriptor that attaches exactly its block', () => {
    const block = makeBlock('thuoc-mau-renal-1', { header_row: RENAL_ROWS[0] });
    const chunk = buildDescriptorChunk(section, block, FIXTURE_PRINTED_PAGE_OF);
    expect(chunkSchema.parse(chunk)).toEqual(chunk);
    expect(chunk).toMatchObject({
      chunk_id: 'thuoc_mau__lieu_luong_va_cach_dung__block__thuoc-mau-renal-1',
      chunk_kind: 'block_descriptor',
      source_text: chunk.text,
      context_labels: [],
      has_quarantined_content: true,
      source_page_range: [121, 121],
      printed_page_range: [105, 105],
      part_index: 0,
      part_count: 1,
      oversized: false,
    });
    expect(chunk.attachments).toEqual([
      {
        block_id: 'thuoc-mau-renal-1',
        kind: 'table',
        shape: 'simple_table',
        physical_page: 121,
        printed_page: 105,
        bbox: block.bbox,
        quarantined: true,
        header_row: RENAL_ROWS[0],
      },
    ]);
    expect(chunk.regions).toEqual(block.regions);
  });

  it('spans both pages of a cross-page table', () => {
    const block = makeBlock('t2', {
      shape: 'cross_page_continuation',
      regions: [
        { physical_page: 121, bbox: [40, 600, 290, 780] },
        { physical_page: 122, bbox: [40, 60, 290, 200] },
      ],
    });
    const chunk = buildDescriptorChunk(section, block, FIXTURE_PRINTED_PAGE_OF);
    expect(chunk.source_page_range).toEqual([121, 122]);
    expect(chunk.printed_page_range).toEqual([105, 106]);
    expect(chunk.attachments[0]?.header_row).toEqual([]);
  });

  it('marks the printed range unread when the continuation page has no folio', () => {
    const block = makeBlock('t3', {
      regions: [
        { physical_page: 121, bbox: [40, 600, 290, 780] },
        { physical_page: 122, bbox: [40, 60, 290, 200] },
      ],
    });
    const chunk = buildDescriptorChunk(section, block, (p) => (p === 122 ? null : p - 16));
    expect(chunk.printed_page_range).toEqual([UNREAD_PRINTED_PAGE, UNREAD_PRINTED_PAGE]);
  });
});
