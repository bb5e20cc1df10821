import { describe, expect, it } from 'vitest';
import type { LiftedBlock } from './lift-page-blocks';
import { readInlineLabel, segmentMonographs, startsParagraph } from './segment-monographs';
import { BODY_SIZE, bookLine, flowLine, type LineSeed } from './testing/book-geometry';

/**
 * Monographs laid out as the book prints them (cf. ../shared/realdata: a bold capital title,
 * bold inline labels `Tên chung quốc tế:` / `Mã ATC:` / `Loại thuốc:`, bold section headings on
 * their own line, justified body text), written by hand line by line.
 */

/** Lines stacked down the left column from `top`, 12 pt apart. */
function stack(seeds: Omit<LineSeed, 'y'>[], top = 80, page = 0) {
  return seeds.map((seed, i) => flowLine(bookLine({ ...seed, y: top + 12 * i }), page));
}

const label = (name: string, value: string): Omit<LineSeed, 'y'> => ({
  runs: [{ text: `${name}:`, bold: true }, { text: ` ${value}` }],
  x1: 200,
});
const heading = (text: string): Omit<LineSeed, 'y'> => ({ runs: text, bold: true, x1: 200 });
const title = (text: string): Omit<LineSeed, 'y'> => ({ runs: text, bold: true, size: 12 });
/** A justified body line: it fills the column, so the next line continues its paragraph. */
const full = (text: string): Omit<LineSeed, 'y'> => ({ runs: text });
/** A paragraph's last line: it stops short of the column's right edge. */
const last = (text: string): Omit<LineSeed, 'y'> => ({ runs: text, x1: 180 });

const TABLE: LiftedBlock = {
  kind: 'table',
  shape: 'simple_table',
  regions: [{ physical_page: 0, bbox: [50, 400, 290, 460] }],
  column: 'left',
  header_row: ['Clcr (ml/phút)', 'Liều'],
  cells: [
    ['Clcr (ml/phút)', 'Liều'],
    ['30 - 50', '300 mg'],
  ],
  column_fractions: [0.5, 0.5],
};
const block = (page = 0) => ({ kind: 'block' as const, page, block: TABLE });

describe('segmentMonographs', () => {
  it('reads title, inline labels, headings and paragraphs; the region title is not the drug', () => {
    const items = [
      ...stack([{ runs: 'CÁC CHUYÊN LUẬN THUỐC', bold: true, size: 16 }, title('ABACAVIR')], 40),
      ...stack([
        label('Tên chung quốc tế', 'Abacavir.'),
        label('Mã ATC', 'J05AF06.'),
        label('Loại thuốc', 'Thuốc kháng virus.'),
        heading('Dạng thuốc và hàm lượng'),
        last('Thuốc nước uống abacavir 20 mg/ml, lọ 240 ml.'),
        last('Viên nén abacavir 300 mg.'),
        heading('Liều lượng và cách dùng'),
        full('Người lớn: Uống 300 mg mỗi lần, ngày 2 lần hoặc 600 mg'),
        last('một lần mỗi ngày.'),
      ]),
      block(),
      ...stack([last('Trẻ em từ 3 tháng tuổi: 8 mg/kg, ngày 2 lần.')], 470),
      ...stack([title('ACICLOVIR'), label('Tên chung quốc tế', 'Aciclovir.')], 500),
    ];
    const [abacavir, aciclovir, ...rest] = segmentMonographs(items, BODY_SIZE);
    expect(rest).toEqual([]);
    expect(abacavir!.drug_name).toBe('ABACAVIR');
    expect(abacavir!.title_physical_page).toBe(0);
    expect(abacavir!.sections.map((s) => [s.key, s.text])).toEqual([
      ['ten_chung_quoc_te', 'Abacavir.'],
      ['ma_atc', 'J05AF06.'],
      ['loai_thuoc', 'Thuốc kháng virus.'],
      [
        'dang_thuoc_va_ham_luong',
        'Thuốc nước uống abacavir 20 mg/ml, lọ 240 ml.\nViên nén abacavir 300 mg.',
      ],
      [
        'lieu_luong_va_cach_dung',
        // Wrapped line joined by a space; the lifted table ends the paragraph.
        'Người lớn: Uống 300 mg mỗi lần, ngày 2 lần hoặc 600 mg một lần mỗi ngày.\n' +
          'Trẻ em từ 3 tháng tuổi: 8 mg/kg, ngày 2 lần.',
      ],
    ]);
    const dose = abacavir!.sections.at(-1)!;
    expect(dose.blocks).toEqual([TABLE]);
    expect(dose.heading_text).toBe('Liều lượng và cách dùng');
    // Every line's offsets cut its own text out of the section's text.
    expect(dose.lines.map((l) => dose.text.slice(l.start, l.end))).toEqual([
      'Người lớn: Uống 300 mg mỗi lần, ngày 2 lần hoặc 600 mg',
      'một lần mỗi ngày.',
      'Trẻ em từ 3 tháng tuổi: 8 mg/kg, ngày 2 lần.',
    ]);
    expect(aciclovir!.drug_name).toBe('ACICLOVIR');
    expect(aciclovir!.sections.map((s) => s.key)).toEqual(['ten_chung_quoc_te']);
  });

  it('joins a line-end hyphen to the next line with no space and drops soft hyphens', () => {
    const items = stack([
      title('METFORMIN'),
      label('Tên chung quốc tế', 'Metformin.'),
      heading('Dạng thuốc và hàm lượng'),
      full('Viên nén bao phim biệt dược NDC-'),
      full('Metformin 500 mg; viên giải phóng kéo dài Met\u00ad'),
      full('formin XR 750 mg, liều từ 5 -'),
      last('10 mg/kg.'),
    ]);
    const [mono] = segmentMonographs(items, BODY_SIZE);
    const section = mono!.sections.at(-1)!;
    expect(section.text).toBe(
      'Viên nén bao phim biệt dược NDC-Metformin 500 mg; viên giải phóng kéo dài ' +
        'Metformin XR 750 mg, liều từ 5 - 10 mg/kg.',
    );
    expect(section.lines.map((l) => section.text.slice(l.start, l.end))).toEqual([
      'Viên nén bao phim biệt dược NDC-',
      'Metformin 500 mg; viên giải phóng kéo dài Met',
      'formin XR 750 mg, liều từ 5 -',
      '10 mg/kg.',
    ]);
  });

  it('joins a title wrapped over two lines and boxes both', () => {
    const items = stack([
      title('VITAMIN D VÀ CÁC THUỐC'),
      title('TƯƠNG TỰ'),
      label('Tên chung quốc tế', 'Vitamin D.'),
    ]);
    const [mono] = segmentMonographs(items, BODY_SIZE);
    expect(mono!.drug_name).toBe('VITAMIN D VÀ CÁC THUỐC TƯƠNG TỰ');
    expect(mono!.title_bbox).toEqual([50, 80, 290, 104]);
  });

  it('keeps an unknown bold heading as its own paragraph and records it', () => {
    const items = stack([
      title('ABACAVIR'),
      label('Tên chung quốc tế', 'Abacavir.'),
      heading('Liều lượng và cách dùng'),
      last('Người lớn: 600 mg/ngày.'),
      heading('Điều trị dự phòng sau phơi nhiễm'),
      last('Phối hợp với zidovudin.'),
    ]);
    const [mono] = segmentMonographs(items, BODY_SIZE);
    expect(mono!.unknown_headings).toEqual([
      {
        text: 'Điều trị dự phòng sau phơi nhiễm',
        physical_page: 0,
        kept_in_section: 'lieu_luong_va_cach_dung',
      },
    ]);
    expect(mono!.sections.at(-1)!.text).toBe(
      'Người lớn: 600 mg/ngày.\nĐiều trị dự phòng sau phơi nhiễm\nPhối hợp với zidovudin.',
    );
  });

  it('joins a second heading of an open section to it, the heading kept as text', () => {
    const items = stack([
      title('ABACAVIR'),
      label('Tên chung quốc tế', 'Abacavir.'),
      heading('Chỉ định'),
      last('Nhiễm HIV.'),
      heading('Chống chỉ định'),
      last('Suy gan nặng.'),
      heading('Chỉ định'),
      last('Dự phòng sau phơi nhiễm.'),
    ]);
    const [mono] = segmentMonographs(items, BODY_SIZE);
    expect(mono!.sections.map((s) => [s.key, s.text])).toEqual([
      ['ten_chung_quoc_te', 'Abacavir.'],
      ['chi_dinh', 'Nhiễm HIV.\nChỉ định\nDự phòng sau phơi nhiễm.'],
      ['chong_chi_dinh', 'Suy gan nặng.'],
    ]);
  });

  it('drops a block before any monograph; a block between a title and its label unmakes the title', () => {
    const items = [
      block(),
      ...stack([title('ABACAVIR')], 80),
      block(),
      ...stack([label('Tên chung quốc tế', 'Abacavir.')], 110),
    ];
    // The title must stand right before its first label to be a title: here a block does.
    expect(segmentMonographs(items, BODY_SIZE)).toEqual([]);
    const titled = [
      block(),
      ...stack([title('ABACAVIR'), label('Mã ATC', 'J05AF06.')], 80),
      ...stack([title('ACICLOVIR'), label('Tên chung quốc tế', 'Aciclovir.')], 120),
    ];
    const monographs = segmentMonographs(titled, BODY_SIZE);
    expect(monographs.map((m) => m.orphan_blocks)).toEqual([[], []]);
  });

  it('opens a section at a bold label inside the body, its value as the first paragraph', () => {
    const items = stack([
      title('ABACAVIR'),
      label('Mã ATC', 'J05AF06.'),
      label('Chỉ định', 'Nhiễm HIV-1 ở người lớn và trẻ em.'),
      heading('Thông tin chung'),
    ]);
    const [mono] = segmentMonographs(items, BODY_SIZE);
    // "Thông tin chung" is no known heading: it stays in the open section as its own paragraph.
    expect(mono!.sections.map((s) => [s.key, s.heading_text, s.text])).toEqual([
      ['ma_atc', 'Mã ATC', 'J05AF06.'],
      ['chi_dinh', 'Chỉ định', 'Nhiễm HIV-1 ở người lớn và trẻ em.\nThông tin chung'],
    ]);
  });
});

describe('readInlineLabel', () => {
  const cases: { name: string; seed: LineSeed; expected: ReturnType<typeof readInlineLabel> }[] = [
    {
      name: 'a bold label closed by its colon',
      seed: { runs: [{ text: 'Mã ATC:', bold: true }, { text: ' J05AF06.' }], y: 0 },
      expected: { key: 'ma_atc', label: 'Mã ATC', valueStart: 8 },
    },
    {
      name: 'a label outside the section vocabulary',
      seed: { runs: [{ text: 'Chú ý:', bold: true }, { text: ' uống xa bữa ăn.' }], y: 0 },
      expected: null,
    },
    {
      name: 'a label not set in bold (prose that happens to start with one)',
      seed: { runs: 'Mã ATC: J05AF06.', y: 0 },
      expected: null,
    },
    {
      name: 'a colon past the bold run (a bold word, then prose with a colon)',
      seed: { runs: [{ text: 'Chỉ định', bold: true }, { text: ' khác gồm: sốt.' }], y: 0 },
      expected: null,
    },
  ];
  it.each(cases)('$name', ({ seed, expected }) => {
    expect(readInlineLabel(bookLine(seed))).toEqual(expected);
  });
});

describe('startsParagraph', () => {
  const at = (seed: Omit<LineSeed, 'y'>, y: number) => flowLine(bookLine({ ...seed, y }));
  const cases: {
    name: string;
    prev: Omit<LineSeed, 'y'>;
    cur: Omit<LineSeed, 'y'>;
    gap?: number;
    expected: boolean;
  }[] = [
    { name: 'a justified line runs on', prev: full('a'), cur: full('b'), expected: false },
    { name: 'a short line ends its paragraph', prev: last('a'), cur: full('b'), expected: true },
    {
      name: 'an indented first line starts one',
      prev: full('a'),
      cur: { runs: 'b', x0: 62 },
      expected: true,
    },
    {
      name: 'a gap of a line or more starts one',
      prev: full('a'),
      cur: full('b'),
      gap: 24,
      expected: true,
    },
    {
      name: 'an italic sub-label starts one',
      prev: full('a'),
      cur: { runs: [{ text: 'Dược động học:', italic: true }, { text: ' hấp thu nhanh.' }] },
      expected: true,
    },
  ];
  it.each(cases)('$name', ({ prev, cur, gap = 12, expected }) => {
    expect(startsParagraph(at(prev, 100), at(cur, 100 + gap))).toBe(expected);
  });
});
