import { describe, expect, it } from 'vitest';
import {
  computeCreatinineClearance,
  formatClearance,
  parseDecimal,
  type CrclInput,
} from './compute-creatinine-clearance';

const input = (over: Partial<CrclInput>): CrclInput => ({
  age: '70',
  weight: '60',
  scr: '1,2',
  sex: 'male',
  unit: 'mg/dl',
  ...over,
});

describe('computeCreatinineClearance', () => {
  // Worked by hand from the published formula (Cockcroft DW, Gault MH. Nephron 1976;16:31–41:
  // (140 − age) × kg / (72 × Scr mg/100 ml), 15 % less for women); the first four are issue
  // 38's acceptance values.
  it.each([
    ['man 70 y, 60 kg, 1.2 mg/dl (issue 38)', input({}), 48.6],
    ['woman 70 y, 60 kg, 1.2 mg/dl (issue 38)', input({ sex: 'female' }), 41.3],
    ['man, Scr 106 µmol/l = 1.199 mg/dl', input({ scr: '106', unit: 'umol/l' }), 48.6],
    ['woman, Scr 106 µmol/l', input({ scr: '106', unit: 'umol/l', sex: 'female' }), 41.4],
    [
      'man 40 y, 72 kg, 1.0 mg/dl: 100 × 72 / 72',
      input({ age: '40', weight: '72', scr: '1' }),
      100,
    ],
    [
      'woman 80 y, 50 kg, 1.0 mg/dl: 60 × 50 / 72 × 0.85',
      input({ age: '80', weight: '50', scr: '1.0', sex: 'female' }),
      35.4,
    ],
    [
      'man 65 y, 70 kg, 1.0 mg/dl: 75 × 70 / 72',
      input({ age: '65', weight: '70', scr: '1' }),
      72.9,
    ],
    [
      'man 85 y, 55 kg, 2.5 mg/dl: 55 × 55 / 180',
      input({ age: '85', weight: '55', scr: '2,5' }),
      16.8,
    ],
    ['decimal comma in weight', input({ weight: '60,0' }), 48.6],
  ])('%s → %d ml/phút', (_name, given, expected) => {
    const r = computeCreatinineClearance(given);
    expect(r.ok).toBe(true);
    if (r.ok) expect(r.rounded).toBe(expected);
  });

  it('gives the same clearance for 1.2 mg/dl and 106 µmol/l within rounding', () => {
    const mg = computeCreatinineClearance(input({}));
    const umol = computeCreatinineClearance(input({ scr: '106', unit: 'umol/l' }));
    if (!mg.ok || !umol.ok) throw new Error('both must compute');
    expect(Math.abs(mg.mlPerMin - umol.mlPerMin)).toBeLessThan(0.1);
  });

  it.each([
    ['age 0', input({ age: '0' }), 'age', /18 đến 120/],
    ['age 121', input({ age: '121' }), 'age', /18 đến 120/],
    ['a child of 10', input({ age: '10' }), 'age', /người lớn/],
    ['weight 0', input({ weight: '0' }), 'weight', /20 đến 300 kg/],
    ['weight 400', input({ weight: '400' }), 'weight', /20 đến 300 kg/],
    ['Scr 0', input({ scr: '0' }), 'scr', /0,1 đến 20 mg\/dl/],
    ['Scr 106 typed as mg/dl', input({ scr: '106' }), 'scr', /đơn vị/],
    ['Scr 0 µmol/l', input({ scr: '0', unit: 'umol/l' }), 'scr', /0,1 đến 20/],
    ['age not a number', input({ age: 'bảy mươi' }), 'age', /không phải là số/],
    ['weight empty', input({ weight: ' ' }), 'weight', /hãy nhập số/],
    ['negative Scr', input({ scr: '-1' }), 'scr', /không phải là số/],
    ['Scr with letters', input({ scr: '1.2mg' }), 'scr', /không phải là số/],
  ])('%s → a Vietnamese message on %s and no result', (_name, given, field, message) => {
    const r = computeCreatinineClearance(given);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.errors.map((e) => e.field)).toEqual([field]);
    expect(r.errors[0]!.message).toMatch(message);
  });

  it('names every bad field at once', () => {
    const r = computeCreatinineClearance(input({ age: '', weight: 'x', scr: '0' }));
    expect(r.ok ? [] : r.errors.map((e) => e.field)).toEqual(['age', 'weight', 'scr']);
  });
});

describe('parseDecimal', () => {
  it.each([
    ['70', 70],
    ['1,2', 1.2],
    ['1.2', 1.2],
    [' 60 ', 60],
    ['1.2.3', null],
    ['1e3', null],
    ['', null],
    ['-5', null],
  ])('%j → %j', (text, expected) => expect(parseDecimal(text)).toBe(expected));
});

describe('formatClearance', () => {
  it.each([
    [48.6, '48,6'],
    [100, '100,0'],
    [7, '7,0'],
  ])('%d → %s', (v, shown) => expect(formatClearance(v)).toBe(shown));
});
