import { describe, expect, it } from 'vitest';
import type { PatientParameters, ValueInterval } from '@/lib/schema/patient-parameters';
import type { BandColumn } from '@/lib/text/read-band-columns';
import { intervalsMeet, matchBandRows, readCellBand } from './match-band-rows';

const point = (v: number): ValueInterval => ({
  min: v,
  max: v,
  min_inclusive: true,
  max_inclusive: true,
});
const clcr = (v: number): PatientParameters => ({
  renal: { measure: 'clcr', unit: 'ml/phút', value: point(v) },
});
const kg = (v: number): PatientParameters => ({ weight_kg: point(v) });
const years = (v: number): PatientParameters => ({ age_years: point(v) });

/** The bands the matched rows print, or null when no row is outlined. */
function bandsFor(columns: BandColumn[], p: PatientParameters) {
  const m = matchBandRows(columns, p);
  return m && { bands: m.rows.map((i) => columns[m.column]!.cells[i]), note: m.note };
}

describe('readCellBand: a row’s band cell, its unit from the header', () => {
  const cases: [string, Parameters<typeof readCellBand>[1], ValueInterval | null][] = [
    ['30 - 50', 'renal_function', { min: 30, max: 50, min_inclusive: true, max_inclusive: true }],
    ['> 50', 'renal_function', { min: 50, max: null, min_inclusive: false, max_inclusive: false }],
    ['≥ 50', 'renal_function', { min: 50, max: null, min_inclusive: true, max_inclusive: false }],
    ['< 10', 'renal_function', { min: null, max: 10, min_inclusive: false, max_inclusive: false }],
    [
      '< 10 (kể cả thẩm tách máu)',
      'renal_function',
      { min: null, max: 10, min_inclusive: false, max_inclusive: false },
    ],
    // COLISTIN prints its clearance high to low.
    ['80 - 30', 'renal_function', { min: 30, max: 80, min_inclusive: true, max_inclusive: true }],
    [
      '20 - 49 ml/phút',
      'renal_function',
      { min: 20, max: 49, min_inclusive: true, max_inclusive: true },
    ],
    ['4 - dưới 5', 'weight_kg', { min: 4, max: 5, min_inclusive: true, max_inclusive: false }],
    [
      'Từ 40 trở lên',
      'weight_kg',
      { min: 40, max: null, min_inclusive: true, max_inclusive: false },
    ],
    [
      '32,5 - dưới 40 kg',
      'weight_kg',
      { min: 32.5, max: 40, min_inclusive: true, max_inclusive: false },
    ],
    ['2 - 12', 'age_years', { min: 2, max: 12, min_inclusive: true, max_inclusive: true }],
    ['≥ 18', 'age_years', { min: 18, max: null, min_inclusive: true, max_inclusive: false }],
    [
      'Dưới 6 tháng',
      'age_years',
      { min: null, max: 0.5, min_inclusive: false, max_inclusive: false },
    ],
    // Not bands: no number, two rows in one cell, doses under a weight header.
    ['Thẩm phân máu', 'renal_function', null],
    ['30 - 59 10 - 29', 'renal_function', null],
    ['100% liều', 'weight_kg', null],
    ['400 mg ngày 1 lần', 'weight_kg', null],
    ['15 mg/kg, cách 24 giờ', 'weight_kg', null],
  ];
  it.each(cases)('%s (%s)', (cell, quantity, want) => {
    expect(readCellBand(cell, quantity)).toEqual(want);
  });
});

describe('intervalsMeet', () => {
  const open = (min: number | null, max: number | null, minIn = true, maxIn = true) => ({
    min,
    max,
    min_inclusive: minIn,
    max_inclusive: maxIn,
  });
  it.each([
    [open(30, 50), point(30), true],
    [open(30, 50), point(50), true],
    [open(50, null, false), point(50), false],
    [open(null, 10, true, false), point(10), false],
    [open(null, 30, true, false), open(10, 29), true],
    [open(30, 50), open(null, 30, true, false), false],
  ])('%j meets %j: %s', (a, b, want) => {
    expect(intervalsMeet(a, b)).toBe(want);
    expect(intervalsMeet(b, a)).toBe(want);
  });
});

/** The sample book's tables, as ingested (blocks.jsonl band_columns of the default sample). */
const SAMPLE_RENAL: BandColumn[] = [
  {
    header: 'Độ thanh thải creatinin (ml/phút)',
    cells: ['> 50', '30 - 50', '10 - 29', '< 10 (kể cả thẩm tách máu)'],
  },
];
const SAMPLE_MERGED: BandColumn[] = [
  { header: 'Clcr (ml/phút)', cells: ['> 50', '30 - 50', '10 - 29', '< 10'] },
  {
    header: 'Liều khuyến cáo Cân nặng từ 60 kg Cân nặng dưới 60 kg',
    cells: ['100% liều Giảm 25% liều', '50% liều 50% liều; theo dõi nồng độ thuốc'],
  },
];
const WEIGHTS = [3, 4, 5, 6, 8, 10, 12, 14, 16, 18, 20, 22, 25, 28, 31, 34, 37, 40];
const SAMPLE_WEIGHT: BandColumn[] = [
  {
    header: 'Cân nặng (kg)',
    cells: [
      ...WEIGHTS.slice(0, -1).map((w, i) => `${w} - dưới ${WEIGHTS[i + 1]}`),
      'Từ 40 trở lên',
    ],
  },
];

describe('matchBandRows on the sample book’s tables', () => {
  it.each([
    ['Clcr 40', SAMPLE_RENAL, clcr(40), ['30 - 50'], undefined],
    [
      'Clcr 30: one row holds it, "10 - 29" stops below',
      SAMPLE_RENAL,
      clcr(30),
      ['30 - 50'],
      undefined,
    ],
    ['Clcr 50: "> 50" is open', SAMPLE_RENAL, clcr(50), ['30 - 50'], undefined],
    ['Clcr 51', SAMPLE_RENAL, clcr(51), ['> 50'], undefined],
    ['Clcr 5', SAMPLE_RENAL, clcr(5), ['< 10 (kể cả thẩm tách máu)'], undefined],
    [
      'Clcr 29,5: between two whole-number rows',
      SAMPLE_RENAL,
      clcr(29.5),
      ['30 - 50', '10 - 29'],
      'between',
    ],
    [
      'Clcr 48,6 (the calculator’s worked example)',
      SAMPLE_RENAL,
      clcr(48.6),
      ['30 - 50'],
      undefined,
    ],
    [
      'a merged-header table: the clearance column, not the dose columns',
      SAMPLE_MERGED,
      clcr(20),
      ['10 - 29'],
      undefined,
    ],
    ['weight 15 kg', SAMPLE_WEIGHT, kg(15), ['14 - dưới 16'], undefined],
    ['weight 16 kg: "dưới 16" stops below it', SAMPLE_WEIGHT, kg(16), ['16 - dưới 18'], undefined],
    ['weight 70 kg: the open last row', SAMPLE_WEIGHT, kg(70), ['Từ 40 trở lên'], undefined],
  ] as const)('%s', (_, columns, p, bands, note) => {
    expect(bandsFor([...columns], p)).toEqual({ bands, note });
  });

  it.each([
    ['a weight against a clearance table', SAMPLE_RENAL, kg(60)],
    ['an age against a weight table', SAMPLE_WEIGHT, years(8)],
    ['a weight under every row', SAMPLE_WEIGHT, kg(2)],
    ['no value', SAMPLE_RENAL, {}],
  ] as const)('no row: %s', (_, columns, p) => {
    expect(matchBandRows([...columns], p)).toBeNull();
  });
});

describe('matchBandRows: edges, open bands, units', () => {
  const renal = (cells: string[]): BandColumn[] => [
    { header: 'Độ thanh thải creatinin (ml/phút)', cells },
  ];
  const age = (cells: string[]): BandColumn[] => [{ header: 'Tuổi', cells }];
  it.each([
    [
      '30 on the shared edge of "10 - 30" and "30 - 50"',
      renal(['30 - 50', '10 - 30', '< 10']),
      clcr(30),
      ['30 - 50', '10 - 30'],
      'edge',
    ],
    [
      '10 on "10 - 30", not "< 10"',
      renal(['30 - 50', '10 - 30', '< 10']),
      clcr(10),
      ['10 - 30'],
      undefined,
    ],
    ['"≥ 50" holds 50', renal(['≥ 50', '30 - 49']), clcr(50), ['≥ 50'], undefined],
    [
      'overlapping bands the book prints',
      renal(['30 - 50', '< 30', '5 - 29']),
      clcr(20),
      ['< 30', '5 - 29'],
      'overlap',
    ],
    [
      'a range typed for the patient',
      renal(['> 50', '30 - 50', '10 - 29', '< 10']),
      {
        renal: {
          measure: 'clcr',
          unit: 'ml/phút',
          value: { min: null, max: 30, min_inclusive: false, max_inclusive: false },
        },
      },
      ['10 - 29', '< 10'],
      'range',
    ],
    ['an age band', age(['Dưới 2', '2 - 12', 'Trên 12']), years(8), ['2 - 12'], undefined],
    [
      'an age in months',
      age(['Dưới 6 tháng', '6 tháng - 2 tuổi', 'Trên 2 tuổi']),
      years(1),
      ['6 tháng - 2 tuổi'],
      undefined,
    ],
    ['an age on an edge', age(['2 - 12', '12 - 18']), years(12), ['2 - 12', '12 - 18'], 'edge'],
  ] as const)('%s', (_, columns, p, bands, note) => {
    expect(bandsFor([...columns], p as PatientParameters)).toEqual({ bands, note });
  });

  it('reads an eGFR against the clearance bands, as the answer does', () => {
    const p: PatientParameters = {
      renal: { measure: 'egfr', unit: 'ml/phút/1,73 m²', value: point(35) },
    };
    expect(bandsFor(renal(['≥ 50', '30 - 49', '10 - 29']), p)).toEqual({
      bands: ['30 - 49'],
      note: undefined,
    });
  });
});
