import { describe, expect, it } from 'vitest';
import { crclStartOf } from './crcl-start-of';

const point = (v: number) => ({ min: v, max: v, min_inclusive: true, max_inclusive: true });

describe('crclStartOf', () => {
  it.each([
    ['no answer yet', undefined, {}],
    [
      'a man of 75, 60 kg, creatinine 180 µmol/l read as mg/dl',
      {
        parameters: {
          age_years: point(75),
          weight_kg: point(60),
          sex: 'male' as const,
          serum_creatinine_mg_dl: point(180 / 88.4),
        },
        unread: [],
      },
      { age: '75', weight: '60', sex: 'male', scr: '2,04', unit: 'mg/dl' },
    ],
    [
      'a band is no value',
      {
        parameters: {
          weight_kg: { min: 40, max: null, min_inclusive: true, max_inclusive: false },
        },
        unread: [],
      },
      {},
    ],
  ])('%s', (_name, patient, expected) => expect(crclStartOf(patient)).toEqual(expected));
});
