import { describe, expect, it } from 'vitest';
import type { Monograph, SectionSpan } from '@/lib/schema/monograph';
import type { PageLines } from '@/lib/schema/page-lines';
import type { BBox } from '@/lib/schema/geometry';
import { SCHEMA_VERSION } from '@/lib/schema/block';
import { buildDrugIndex } from './build-drug-index';

const section = (key: SectionSpan['key'], heading: string, page: number): SectionSpan => ({
  key,
  display_name: heading,
  heading_text: heading,
  heading_physical_page: page,
  text: '…',
  source_page_range: [page, page],
  block_ids: [],
});

const monograph = (
  id: string,
  name: string,
  page: number,
  titleX: number,
  sections: SectionSpan[],
): Monograph => ({
  drug_id: id,
  drug_name: name,
  title_physical_page: page,
  title_bbox: [titleX, 54, titleX + 60, 66],
  source_page_range: [page, page + 1],
  printed_page_range: [page + 30, page + 31],
  inn: null,
  atc_codes: [],
  atc_stated_absent: false,
  trade_names: [],
  sections,
  unknown_headings: [],
  schema_version: SCHEMA_VERSION,
});

const line = (text: string, x: number, y: number): { text: string; bbox: BBox } => ({
  text,
  bbox: [x, y, x + 240, y + 12],
});

/**
 * Two monographs sharing page 5: ZINC's "Chống chỉ định" comes first on the page (left column),
 * but it belongs to the monograph whose title precedes it; BETA's headings come after its title.
 */
const PAGES: PageLines[] = [
  {
    physical_page: 5,
    lines: [
      line('ALPHA', 42, 54),
      line('Tên chung quốc tế: Alpha.', 42, 70),
      line('Chống chỉ định', 42, 84),
      line('Quá mẫn.', 50, 96),
      line('Suy gan.', 50, 108),
      line('Còn nữa.', 50, 120),
      line('BETA', 300, 54),
      line('Chống chỉ định', 300, 70),
      line('Không dùng cho trẻ em.', 308, 82),
    ],
  },
  { physical_page: 6, lines: [line('Liều lượng và cách dùng', 42, 54), line('Uống.', 50, 66)] },
];
const FOLIOS = [null, null, null, null, null, '35', null];

describe('buildDrugIndex', () => {
  const index = buildDrugIndex(
    [
      monograph('beta', 'BETA', 5, 300, [section('chong_chi_dinh', 'Chống chỉ định', 5)]),
      monograph('alpha', 'ALPHA', 5, 42, [
        section('ten_chung_quoc_te', 'Tên chung quốc tế', 5),
        section('chong_chi_dinh', 'Chống chỉ định', 5),
        section('lieu_luong_va_cach_dung', 'Liều lượng và cách dùng', 6),
      ]),
    ],
    FOLIOS,
    PAGES,
  );

  it('lists monographs A–Z', () => {
    expect(index.map((d) => d.drug_id)).toEqual(['alpha', 'beta']);
  });

  it('highlights each section from its heading: three lines at most, never the next heading', () => {
    const alpha = index[0]!;
    expect(alpha.sections.map((s) => [s.key, s.physical_page, s.printed_page, s.regions])).toEqual([
      // An inline heading: one line, the next heading follows.
      ['ten_chung_quoc_te', 5, '35', [{ physical_page: 5, bbox: [42, 70, 282, 82] }]],
      // Heading and two lines, merged into one box per column.
      ['chong_chi_dinh', 5, '35', [{ physical_page: 5, bbox: [42, 84, 290, 120] }]],
      // On a page with no folio.
      ['lieu_luong_va_cach_dung', 6, null, [{ physical_page: 6, bbox: [42, 54, 290, 78] }]],
    ]);
  });

  it('takes the heading after its own title, not the other monograph’s on the same page', () => {
    const beta = index[1]!;
    expect(beta.sections[0]!.regions).toEqual([{ physical_page: 5, bbox: [300, 70, 548, 94] }]);
  });

  it('opens a section unhighlighted when the index has no page lines', () => {
    const bare = buildDrugIndex(
      [monograph('beta', 'BETA', 5, 300, [section('chong_chi_dinh', 'Chống chỉ định', 5)])],
      FOLIOS,
      null,
    );
    expect(bare[0]!.sections[0]).toMatchObject({
      physical_page: 5,
      printed_page: '35',
      regions: [],
    });
  });
});
