import { describe, expect, it } from 'vitest';
import { SCHEMA_VERSION, type Block } from '@/lib/schema/block';
import type { BBox } from '@/lib/schema/geometry';
import type { PatientParameters } from '@/lib/schema/patient-parameters';
import { outlinePatientRows } from './outline-patient-rows';

const row = (y0: number): { physical_page: number; bbox: BBox } => ({
  physical_page: 7,
  bbox: [40, y0, 290, y0 + 14],
});

const table = (cells: string[], extra: Partial<Block> = {}): Block => ({
  block_id: 'x__t1',
  drug_id: 'x',
  drug_name: 'X',
  section_key: 'lieu_luong_va_cach_dung',
  kind: 'table',
  shape: 'simple_table',
  physical_page: 7,
  printed_page: 12,
  bbox: [40, 86, 290, 100 + 14 * cells.length],
  regions: [{ physical_page: 7, bbox: [40, 86, 290, 100 + 14 * cells.length] }],
  header_row: ['Clcr (ml/phút)', 'Liều'],
  band_columns: [{ header: 'Clcr (ml/phút)', cells }],
  row_regions: cells.map((_, i) => row(100 + 14 * i)),
  quarantined: true,
  schema_version: SCHEMA_VERSION,
  ...extra,
});

const renal = (v: number, measure: 'clcr' | 'egfr' = 'clcr'): PatientParameters => ({
  renal: {
    measure,
    unit: measure === 'egfr' ? 'ml/phút/1,73 m²' : 'ml/phút',
    value: { min: v, max: v, min_inclusive: true, max_inclusive: true },
  },
});

describe('outlinePatientRows', () => {
  it('marks the holding row with its band, every other body row without one', () => {
    expect(outlinePatientRows(table(['> 50', '30 - 50', '< 30']), renal(40))).toEqual({
      quantity: 'renal_function',
      rows: [
        { region: row(100), holds: false },
        { region: row(114), holds: true, band: '30 - 50' },
        { region: row(128), holds: false },
      ],
    });
  });

  it('outlines a row with an empty band cell after a holding row with it (one printed row)', () => {
    const got = outlinePatientRows(table(['≥ 30', '< 30', '', '']), renal(20))!;
    expect(got.rows.map((r) => r.holds)).toEqual([false, true, true, true]);
    expect(got.rows.map((r) => r.band)).toEqual([undefined, '< 30', undefined, undefined]);
  });

  it('says an eGFR was read against the clearance bands, and an edge', () => {
    const got = outlinePatientRows(table(['30 - 50', '10 - 30']), renal(30, 'egfr'))!;
    expect(got.note).toBe('edge');
    expect(got.by_egfr).toBe(true);
  });

  it.each([
    [
      'no row geometry (an index written before it)',
      table(['30 - 50'], { row_regions: undefined }),
    ],
    ['rows not lined up with the cells', table(['30 - 50', '< 30'], { row_regions: [row(100)] })],
    ['a formula', table(['30 - 50'], { kind: 'formula', shape: 'formula_2d' })],
    ['no row holds', table(['> 50'])],
  ])('null: %s', (_, block) => {
    expect(outlinePatientRows(block, renal(40))).toBeNull();
  });
});
