import { describe, expect, it } from 'vitest';
import type { PageLines } from '@/lib/schema/page-lines';
import { indexPageLines, searchPageLines } from './search-page-lines';

const PAGES: PageLines[] = [
  {
    physical_page: 0,
    lines: [{ text: 'LỜI NÓI ĐẦU', bbox: [250, 74, 344, 93] }],
  },
  {
    physical_page: 5,
    lines: [
      { text: 'AMOXICILIN', bbox: [42, 54, 120, 68] },
      { text: 'Liều dùng: người lớn uống amoxicilin', bbox: [42, 70, 290, 82] },
      { text: '500 mg. Thận trọng khi suy thận; than hoạt', bbox: [42, 82, 290, 94] },
      { text: 'Bảng 1. Liều amoxicilin theo độ thanh thải', bbox: [300, 54, 550, 66] },
    ],
  },
  {
    physical_page: 6,
    lines: [
      { text: 'điều hoà nhịp tim; điều hòa', bbox: [42, 54, 290, 66] },
      { text: 'Xem thêm amoxi-', bbox: [42, 66, 290, 78] },
    ],
  },
  {
    physical_page: 7,
    lines: [
      { text: 'Viên NDC-', bbox: [42, 54, 290, 66] },
      { text: 'Metformin 500 mg; viên Met\u00ad', bbox: [42, 66, 290, 78] },
      { text: 'formin XR', bbox: [42, 78, 290, 90] },
    ],
  },
];
const index = indexPageLines(PAGES);
const find = (q: string, limit = 50) => searchPageLines(index, q, limit);

describe('searchPageLines', () => {
  it.each<[string, number, [number, number][]]>([
    // [query, total, [physical_page, line_index] of each hit]
    [
      'amoxicilin',
      3,
      [
        [5, 0],
        [5, 1],
        [5, 3],
      ],
    ],
    [
      'AMOXICILIN',
      3,
      [
        [5, 0],
        [5, 1],
        [5, 3],
      ],
    ],
    // Diacritics optional when the query has none…
    ['lieu dung', 1, [[5, 1]]],
    ['loi noi dau', 1, [[0, 0]]],
    [
      'than',
      4,
      [
        [5, 2],
        [5, 2],
        [5, 2],
        [5, 3],
      ],
    ],
    // …and meant when it has them.
    [
      'thận',
      2,
      [
        [5, 2],
        [5, 2],
      ],
    ],
    [
      'Liều',
      2,
      [
        [5, 1],
        [5, 3],
      ],
    ],
    // Both tone placements of one word.
    [
      'điều hoà',
      2,
      [
        [6, 0],
        [6, 0],
      ],
    ],
    // A caption and front matter are found, not only prose.
    ['bảng 1', 1, [[5, 3]]],
    ['x', 0, []],
    ['   ', 0, []],
    ['penicilin', 0, []],
  ])('%j', (query, total, at) => {
    const out = find(query);
    expect(out.total).toBe(total);
    expect(out.hits.map((h) => [h.physical_page, h.line_index])).toEqual(at);
  });

  it('finds a phrase broken over two lines and highlights both lines', () => {
    const out = find('amoxicilin 500 mg');
    expect(out.total).toBe(1);
    const hit = out.hits[0]!;
    expect(hit.match).toBe('amoxicilin 500 mg');
    expect(hit.regions).toEqual([
      { physical_page: 5, bbox: [42, 70, 290, 82] },
      { physical_page: 5, bbox: [42, 82, 290, 94] },
    ]);
  });

  it('joins a line-end hyphen to the next line with no space, and drops a soft hyphen', () => {
    const hyphen = find('NDC-Metformin 500');
    expect(hyphen.total).toBe(1);
    expect(hyphen.hits[0]!.match).toBe('NDC-Metformin 500');
    expect(hyphen.hits[0]!.regions.map((r) => r.bbox)).toEqual([
      [42, 54, 290, 66],
      [42, 66, 290, 78],
    ]);
    expect(find('NDC- Metformin').total).toBe(0);
    const soft = find('Metformin XR');
    expect(soft.hits.map((h) => [h.physical_page, h.line_index, h.match])).toEqual([
      [7, 1, 'Metformin XR'],
    ]);
    expect(find('metformin').total).toBe(2);
  });

  it('gives the match as printed with its context', () => {
    const hit = find('lieu dung').hits[0]!;
    expect(hit.match).toBe('Liều dùng');
    expect(hit.before).toBe('AMOXICILIN ');
    expect(hit.after.startsWith(': người lớn uống')).toBe(true);
  });

  it('counts every match but returns at most the limit', () => {
    const out = find('amoxicilin', 2);
    expect(out.total).toBe(3);
    expect(out.hits).toHaveLength(2);
  });
});
