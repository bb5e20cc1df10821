import { describe, expect, it } from 'vitest';
import type { Block } from '@/lib/schema/block';
import type { BBox } from '@/lib/schema/geometry';
import { locateLiftedBlocks } from './locate-lifted-blocks';
import type { SectionLine } from './section-input';

const line = (start: number, page: number, bbox: BBox): SectionLine => ({
  start,
  end: start + 9,
  physical_page: page,
  bbox,
  column: bbox[0] < 300 ? 'left' : 'right',
});

/** Two columns of one page (left x 42-290, right x 305-553), then the next page's left column. */
const LINES: SectionLine[] = [
  line(0, 10, [42, 60, 290, 70]),
  line(10, 10, [42, 72, 290, 82]),
  line(20, 10, [42, 200, 290, 210]),
  line(30, 10, [305, 60, 553, 70]),
  line(40, 10, [305, 72, 553, 82]),
  line(50, 11, [42, 60, 290, 70]),
];

const block = (regions: { physical_page: number; bbox: BBox }[]): Block => ({
  block_id: 'x-lieu-luong-va-cach-dung-t1',
  drug_id: 'x',
  drug_name: 'X',
  section_key: 'lieu_luong_va_cach_dung',
  kind: 'table',
  shape: 'simple_table',
  physical_page: regions[0]!.physical_page,
  printed_page: 1,
  bbox: regions[0]!.bbox,
  regions,
  header_row: [],
  quarantined: true,
  schema_version: 4,
});

describe('locateLiftedBlocks', () => {
  it.each<[string, { physical_page: number; bbox: BBox }[], number]>([
    ['in the left column between two lines', [{ physical_page: 10, bbox: [42, 90, 290, 190] }], 20],
    [
      'at the foot of the left column: the right column follows',
      [{ physical_page: 10, bbox: [42, 215, 290, 400] }],
      30,
    ],
    [
      'in the right column between two lines',
      [{ physical_page: 10, bbox: [305, 84, 553, 300] }],
      50,
    ],
    ['full width under the first lines', [{ physical_page: 10, bbox: [42, 84, 553, 190] }], 20],
    [
      'across two pages: the line after its last part',
      [
        { physical_page: 10, bbox: [305, 84, 553, 700] },
        { physical_page: 11, bbox: [42, 40, 290, 58] },
      ],
      50,
    ],
    ['after every line', [{ physical_page: 11, bbox: [42, 80, 290, 200] }], 99],
  ])('%s', (_name, regions, offset) => {
    expect(locateLiftedBlocks(99, LINES, [block(regions)])).toEqual([offset]);
  });
});
