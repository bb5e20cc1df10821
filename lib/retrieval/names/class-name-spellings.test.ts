import { describe, expect, it } from 'vitest';
import { CLASS_NAME_SPELLINGS, classNameSpellings } from './class-name-spellings';

describe('CLASS_NAME_SPELLINGS', () => {
  it('holds each spelling in one row only, folded and without "thuốc"', () => {
    const all = CLASS_NAME_SPELLINGS.flat();
    expect(all.filter((p, i) => all.indexOf(p) !== i)).toEqual([]);
    for (const p of all) {
      expect(p).toBe(p.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase());
      expect(p.split(' ')).not.toContain('thuoc');
    }
  });

  it.each([
    ['uc che enzym chuyen angiotensin', 'uc che men chuyen', true],
    ['uc che men chuyen', 'uc che ace', true],
    ['chong viem khong steroid', 'nsaid', true],
    ['chong dong mau', 'uc che men chuyen', false],
  ])('%s stands for %s: %s', (phrase, other, expected) => {
    expect(classNameSpellings(phrase).includes(other)).toBe(expected);
  });

  it('keeps a phrase of no row as it is', () => {
    expect(classNameSpellings('khang vitamin k')).toEqual(['khang vitamin k']);
  });
});
