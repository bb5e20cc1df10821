import { describe, expect, it } from 'vitest';
import type { BBox } from '@/lib/schema/geometry';
import { groupPatientRows } from './group-patient-rows';

const at = (page: number, y0: number, y1: number) => ({
  physical_page: page,
  bbox: [40, y0, 290, y1] as BBox,
});

describe('groupPatientRows', () => {
  it('outlines each holding row with its band and shades the rest', () => {
    const got = groupPatientRows([
      { region: at(1, 10, 20), holds: false },
      { region: at(1, 20, 30), holds: true, band: '30 - 50' },
      { region: at(1, 30, 40), holds: true, band: '10 - 30' },
      { region: at(1, 40, 50), holds: false },
    ]);
    expect(got).toEqual({
      outlines: [
        { band: '30 - 50', region: at(1, 20, 30) },
        { band: '10 - 30', region: at(1, 30, 40) },
      ],
      shaded: [at(1, 10, 20), at(1, 40, 50)],
    });
  });

  it('joins a holding row without a band to the row above it, across a page as two outlines', () => {
    const got = groupPatientRows([
      { region: at(1, 20, 30), holds: true, band: '< 10' },
      { region: at(1, 30, 40), holds: true },
      { region: at(2, 60, 70), holds: true },
    ]);
    expect(got.outlines).toEqual([
      { band: '< 10', region: at(1, 20, 40) },
      { band: '< 10', region: at(2, 60, 70) },
    ]);
    expect(got.shaded).toEqual([]);
  });
});
