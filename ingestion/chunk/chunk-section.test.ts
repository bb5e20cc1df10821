import { describe, expect, it } from 'vitest';
import { chunkSchema } from '@/lib/schema/chunk';
import { countTokens } from '@/lib/text/count-tokens';
import { reassembleSection } from '../gates/reassemble-section';
import { CEILING_TOKENS } from './chunk-limits';
import { chunkSection } from './chunk-section';
import { UNREAD_PRINTED_PAGE } from './locate-source-span';
import { FIXTURE_PRINTED_PAGE_OF, makeBlock, makeSectionInput } from './testing/make-section-input';

function doses(count: number, offset = 0): string {
  return Array.from(
    { length: count },
    (_, i) =>
      `Ngày thứ ${i + offset + 1} dùng ${(i + offset + 1) * 5} mg/kg, chia ${(i % 3) + 2} lần, uống sau ăn.`,
  ).join(' ');
}

const LONG = `Tiêm tĩnh mạch:\nNgười lớn:\n${doses(50)}\nTrẻ em:\n${doses(50, 50)}`;

describe('chunkSection', () => {
  it('chunks a short section as one verbatim prose chunk', () => {
    const input = makeSectionInput(
      'Người lớn: Uống 500 mg mỗi 8 giờ.\nTrẻ em: 10 mg/kg mỗi 8 giờ.',
    );
    const chunks = chunkSection(input, FIXTURE_PRINTED_PAGE_OF);
    expect(chunks).toHaveLength(1);
    expect(chunks[0]).toMatchObject({
      chunk_id: 'thuoc_mau__lieu_luong_va_cach_dung__0',
      drug_id: 'thuoc_mau',
      drug_name: 'THUỐC MẪU',
      section_key: 'lieu_luong_va_cach_dung',
      section_display_name: 'Liều lượng và cách dùng',
      text: input.text,
      source_text: input.text,
      context_labels: [],
      heading_physical_page: 120,
      source_page_range: [120, 120],
      printed_page_range: [104, 104],
      atc_codes: ['J01XX99'],
      part_index: 0,
      part_count: 1,
      est_tokens: countTokens(input.text),
      oversized: false,
      chunk_kind: 'prose',
      attachments: [],
      has_quarantined_content: false,
      schema_version: 4,
    });
  });

  it('splits a long section into schema-valid, lossless parts with provenance from their own lines', () => {
    const input = makeSectionInput(LONG, { linesPerColumn: 20 });
    const chunks = chunkSection(input, FIXTURE_PRINTED_PAGE_OF);
    expect(chunks.length).toBeGreaterThan(2);
    chunks.forEach((chunk, i) => {
      expect(chunkSchema.parse(chunk)).toEqual(chunk);
      expect(chunk.chunk_id).toBe(`thuoc_mau__lieu_luong_va_cach_dung__${i}`);
      expect([chunk.part_index, chunk.part_count]).toEqual([i, chunks.length]);
      expect(chunk.est_tokens).toBe(countTokens(chunk.text));
      expect(chunk.est_tokens).toBeLessThanOrEqual(CEILING_TOKENS);
      // Exact, contiguous and unique in the section.
      expect(input.text.indexOf(chunk.source_text)).toBe(input.text.lastIndexOf(chunk.source_text));
      expect(input.text.indexOf(chunk.source_text)).toBeGreaterThanOrEqual(0);
      // Page range and regions come from the lines the source span touches.
      const start = input.text.indexOf(chunk.source_text);
      const end = start + chunk.source_text.length;
      const touched = input.lines.filter((l) => l.start < end && l.end > start);
      expect(chunk.source_page_range).toEqual([
        touched[0]!.physical_page,
        touched[touched.length - 1]!.physical_page,
      ]);
      expect(chunk.printed_page_range).toEqual(chunk.source_page_range.map((p) => p - 16));
      expect(chunk.regions[0]?.physical_page).toBe(touched[0]!.physical_page);
    });
    expect(
      reassembleSection(
        input.text,
        chunks.map((c) => c.source_text),
      ),
    ).toBe(input.text);
    // 20 lines per column: every part's highlight runs across columns and pages.
    expect(chunks.every((c) => c.regions.length >= 2)).toBe(true);
    expect(chunks.some((c) => c.source_page_range[0] !== c.source_page_range[1])).toBe(true);
    expect(chunks[1]?.context_labels).toEqual(['Tiêm tĩnh mạch:', 'Người lớn:']);
    expect(chunks[1]?.text.startsWith('Tiêm tĩnh mạch: Người lớn:\n')).toBe(true);
  });

  it('attaches every lifted block to every prose chunk and adds one descriptor per block (ADR 0006)', () => {
    const blocks = [
      makeBlock('thuoc-mau-renal', {
        header_row: ['Độ thanh thải creatinin (ml/phút)', 'Liều dùng'],
      }),
      makeBlock('thuoc-mau-cg', { kind: 'formula', shape: 'formula_2d' }),
    ];
    const input = makeSectionInput(LONG, { blocks });
    const chunks = chunkSection(input, FIXTURE_PRINTED_PAGE_OF);
    const prose = chunks.filter((c) => c.chunk_kind === 'prose');
    const descriptors = chunks.filter((c) => c.chunk_kind === 'block_descriptor');
    expect(prose.length).toBeGreaterThan(1);
    for (const chunk of prose) {
      expect(chunk.has_quarantined_content).toBe(true);
      expect(chunk.attachments.map((a) => a.block_id)).toEqual(['thuoc-mau-renal', 'thuoc-mau-cg']);
    }
    expect(descriptors.map((c) => c.chunk_id)).toEqual([
      'thuoc_mau__lieu_luong_va_cach_dung__block__thuoc-mau-renal',
      'thuoc_mau__lieu_luong_va_cach_dung__block__thuoc-mau-cg',
    ]);
    expect(descriptors.map((c) => c.attachments.map((a) => a.block_id))).toEqual([
      ['thuoc-mau-renal'],
      ['thuoc-mau-cg'],
    ]);
  });

  it('gives a section whose prose was all lifted its descriptors only', () => {
    const input = makeSectionInput('', { blocks: [makeBlock('only-table')] });
    const chunks = chunkSection(input, FIXTURE_PRINTED_PAGE_OF);
    expect(chunks.map((c) => c.chunk_kind)).toEqual(['block_descriptor']);
  });

  it('writes the unread marker where a page has no folio', () => {
    const input = makeSectionInput('Uống 5 mg mỗi ngày.', { firstPage: 10 });
    expect(chunkSection(input, FIXTURE_PRINTED_PAGE_OF)[0]?.printed_page_range).toEqual([
      UNREAD_PRINTED_PAGE,
      UNREAD_PRINTED_PAGE,
    ]);
  });

  it.each<[string, (input: ReturnType<typeof makeSectionInput>) => void, RegExp]>([
    [
      'lines out of order',
      (input) => input.lines.reverse(),
      /physical page \d+: rule "lines are ordered/,
    ],
    [
      'line past the text',
      (input) => (input.lines[0]!.end = input.text.length + 5),
      /rule "lines are ordered/,
    ],
    [
      'a block of another section',
      (input) => input.blocks.push(makeBlock('x', { section_key: 'chi_dinh' })),
      /block x belongs to thuoc_mau\/chi_dinh/,
    ],
    [
      'prose no line covers',
      (input) => (input.lines = []),
      /thuoc_mau\/lieu_luong_va_cach_dung .*no line covers/,
    ],
  ])('rejects %s, naming drug, section, page and rule', (_name, corrupt, message) => {
    const input = makeSectionInput(
      'Người lớn: Uống 500 mg mỗi 8 giờ.\nTrẻ em: 10 mg/kg mỗi 8 giờ.',
    );
    corrupt(input);
    expect(() => chunkSection(input, FIXTURE_PRINTED_PAGE_OF)).toThrow(message);
  });
});
