import { describe, expect, it } from 'vitest';
import type { PatientParameters } from '@/lib/schema/patient-parameters';
import { isOutgrownChildBand } from './is-outgrown-child-band';
import type { BandCondition } from './read-sentence-bands';

const band = (
  quantity: 'age_years' | 'weight_kg' | 'renal_function',
  min: number | null,
  max: number | null,
): BandCondition => ({
  kind: 'numeric',
  quantity,
  interval: { min, max, min_inclusive: true, max_inclusive: false },
});
const at = (v: number) => ({ min: v, max: v, min_inclusive: true, max_inclusive: true });

const CASES: [string, BandCondition, PatientParameters, boolean][] = [
  ['an infant age band, a 62-year-old', band('age_years', null, 2), { age_years: at(62) }, true],
  ['a band to 18 years, an 18-year-old', band('age_years', 12, 18), { age_years: at(18) }, true],
  ['an age band, a 16-year-old', band('age_years', null, 16), { age_years: at(16) }, false],
  ['an age band to 65, an 80-year-old', band('age_years', 18, 65), { age_years: at(80) }, false],
  ['an infant age band, "người lớn"', band('age_years', null, 2), { age_group: 'nguoi_lon' }, true],
  ['a child weight band, a 60 kg patient', band('weight_kg', 15, 30), { weight_kg: at(60) }, true],
  [
    'a child weight band, a 45 kg patient of unknown age',
    band('weight_kg', 15, 30),
    { weight_kg: at(45) },
    false,
  ],
  [
    'a child weight band, a 60 kg 14-year-old',
    band('weight_kg', 15, 30),
    { weight_kg: at(60), age_years: at(14) },
    false,
  ],
  [
    'a child weight band, an adult by age',
    band('weight_kg', null, 1.5),
    { age_years: at(40) },
    true,
  ],
  [
    'a low-weight adult band (< 57 kg), a 70 kg adult',
    band('weight_kg', null, 57),
    { weight_kg: at(70), age_years: at(56) },
    false,
  ],
  ['a renal band, an adult', band('renal_function', null, 30), { age_years: at(70) }, false],
  ['an open age band ("trên 12 tuổi")', band('age_years', 12, null), { age_years: at(30) }, false],
];

describe('isOutgrownChildBand', () => {
  it.each(CASES)('%s', (_name, c, p, expected) => {
    expect(isOutgrownChildBand(c, p)).toBe(expected);
  });
});
