import { describe, expect, it } from 'vitest';
import type { AnswerPatient } from '@/lib/schema/answer-patient';
import { formatInterval, formatPatientChips } from './format-patient-chips';

const point = (v: number) => ({ min: v, max: v, min_inclusive: true, max_inclusive: true });
const chips = (parameters: AnswerPatient['parameters']) =>
  formatPatientChips({ parameters, unread: [] }).map((c) => [c.param, c.value]);

describe('formatPatientChips', () => {
  it.each<[string, AnswerPatient['parameters'], [string, string][]]>([
    [
      "the issue's chips",
      {
        renal: { measure: 'clcr', unit: 'ml/phút', value: point(30) },
        age_years: point(75),
        weight_kg: point(60),
        sex: 'male',
        dialysis: 'mau',
        hepatic: { severity: 'vua', child_pugh: 'B' },
      },
      [
        ['renal', 'Clcr 30 ml/phút'],
        ['age_years', '75 tuổi'],
        ['weight_kg', '60 kg'],
        ['sex', 'nam'],
        ['hepatic', 'Child-Pugh B'],
        ['dialysis', 'thẩm tách máu'],
      ],
    ],
    [
      'a pregnant nursing mother: no separate sex chip',
      { sex: 'female', pregnancy: { trimester: 1, week: 8 }, lactation: true },
      [
        ['pregnancy', 'thai 8 tuần'],
        ['lactation', 'cho con bú'],
      ],
    ],
    [
      'eGFR with its own unit, a serum creatinine in mg/dl, a baby',
      {
        renal: { measure: 'egfr', unit: 'ml/phút/1,73 m²', value: point(40) },
        serum_creatinine_mg_dl: point(2.0361990950226243),
        age_years: point(0.75),
      },
      [
        ['renal', 'eGFR 40 ml/phút/1,73 m²'],
        ['serum_creatinine', 'creatinin máu 2,04 mg/dl'],
        ['age_years', '9 tháng tuổi'],
      ],
    ],
    [
      'a clearance with no unit typed, a trimester, a severity',
      {
        renal: { measure: 'unspecified', unit: null, value: point(32.5) },
        pregnancy: { trimester: 3, week: null },
        hepatic: { severity: 'nang', child_pugh: null },
      },
      [
        ['renal', 'Chức năng thận 32,5 ml/phút'],
        ['pregnancy', 'thai 3 tháng cuối'],
        ['hepatic', 'suy gan nặng'],
      ],
    ],
    [
      '"75 tuổi, eGFR 40" with no unit typed: an eGFR is per 1,73 m²',
      { renal: { measure: 'egfr', unit: null, value: point(40) }, age_years: point(75) },
      [
        ['renal', 'eGFR 40 ml/phút/1,73 m²'],
        ['age_years', '75 tuổi'],
      ],
    ],
    // A serum creatinine with no unit is not a value: it is shown as unread instead.
    ['a serum creatinine with no unit', { serum_creatinine: 'creatinin máu 2,1' }, []],
  ])('%s', (_name, parameters, expected) => expect(chips(parameters)).toEqual(expected));
});

describe('formatInterval', () => {
  it.each([
    [{ min: null, max: 30, min_inclusive: false, max_inclusive: false }, '< 30'],
    [{ min: null, max: 30, min_inclusive: false, max_inclusive: true }, '≤ 30'],
    [{ min: 60, max: null, min_inclusive: true, max_inclusive: false }, '≥ 60'],
    [{ min: 30, max: 50, min_inclusive: true, max_inclusive: true }, '30–50'],
  ])('%j → %s', (v, shown) => expect(formatInterval(v)).toBe(shown));
});
