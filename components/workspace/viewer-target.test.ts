import { describe, expect, it } from 'vitest';
import type { BBox } from '@/lib/schema/geometry';
import { makeAttachment, makeCitation } from '@/components/chat/testing/make-answer';
import { attachmentTarget, citationPhysicalPage, citationTarget } from './viewer-target';

describe('citationPhysicalPage / citationTarget', () => {
  it.each([
    ['one region', makeCitation(), 132, 133],
    [
      'regions out of order: the earliest page',
      makeCitation({
        regions: [
          { physical_page: 41, bbox: [305, 60, 555, 100] },
          { physical_page: 40, bbox: [305, 700, 555, 800] },
        ],
        source_page_range: [40, 41],
      }),
      40,
      41,
    ],
    [
      'the quoted sentence printed on the next page: its page (it was the chunk’s first)',
      makeCitation({
        regions: [
          { physical_page: 40, bbox: [305, 700, 555, 800] },
          { physical_page: 41, bbox: [40, 60, 290, 100] },
        ],
        quote_regions: [{ physical_page: 41, bbox: [40, 60, 290, 72] }],
        source_page_range: [40, 41],
        printed_page_range: [31, 32],
      }),
      41,
      42,
    ],
    [
      'no geometry: the first source page',
      makeCitation({ regions: [], source_page_range: [7, 8] }),
      7,
      8,
    ],
  ])('%s', (_name, citation, physical, viewerPage) => {
    expect(citationPhysicalPage(citation)).toBe(physical);
    const target = citationTarget(citation, 'x', 3);
    expect(target.page).toBe(viewerPage);
    expect(target.regions).toBe(citation.regions);
    expect(target.request).toBe(3);
  });
});

describe('citationTarget quote regions', () => {
  it('carries the quoted sentence regions beside the chunk regions; an attachment has none', () => {
    const quoteRegions = [{ physical_page: 132, bbox: [300, 140, 550, 152] as BBox }];
    const target = citationTarget(makeCitation({ quote_regions: quoteRegions }), 'x', 1);
    expect(target.quoteRegions).toEqual(quoteRegions);
    expect(target.regions).toHaveLength(1);
    expect(attachmentTarget(makeAttachment(), 'Bảng', 1).quoteRegions).toBeUndefined();
  });
});

describe('attachmentTarget', () => {
  it('opens physical_page + 1 with every region of the block', () => {
    const attachment = makeAttachment({
      shape: 'cross_page_continuation',
      regions: [
        { physical_page: 213, bbox: [40, 600, 290, 800] },
        { physical_page: 214, bbox: [40, 60, 290, 200] },
      ],
    });
    const target = attachmentTarget(attachment, 'Bảng', 1);
    expect(target.page).toBe(214);
    expect(target.regions).toHaveLength(2);
  });
});

describe('attachmentTarget with the patient’s rows (issue 38)', () => {
  it('carries the table’s rows to the viewer, and none without them', () => {
    const rows = [
      {
        region: {
          physical_page: 213,
          bbox: [40, 620, 290, 640] as [number, number, number, number],
        },
        holds: true,
        band: '30 - 50',
      },
    ];
    expect(
      attachmentTarget(
        makeAttachment({ patient_rows: { quantity: 'renal_function', rows } }),
        'Bảng',
        1,
      ).rows,
    ).toEqual(rows);
    expect(attachmentTarget(makeAttachment(), 'Bảng', 1)).not.toHaveProperty('rows');
  });
});
