import { describe, expect, it } from 'vitest';
import { readAgeSexShorthand } from './read-age-sex-shorthand';

describe('readAgeSexShorthand', () => {
  it.each([
    ['67M, NSTEMI, cath lab booked', { age: 67, sex: 'male' }],
    ['Farmer 45M drank well water', { age: 45, sex: 'male' }],
    ['32 F, G2P1, 10 weeks', { age: 32, sex: 'female' }],
    ['72yo M with AF', { age: 72, sex: 'male' }],
    ['Case: 8F, 22 kg, UTI', { age: 8, sex: 'female' }],
  ])('%s', (text, expected) => {
    expect(readAgeSexShorthand(text)).toEqual(expected);
  });

  it.each([
    'furosemid 40 mg IV',
    'penicillin 10 MIU/day',
    'KCl 2 mmol/kg',
    'sốt 101F từ tối qua',
    'T 102 F, HR 110',
    'fever 39 C, 70 kg',
    'vitamin B12 1000 mcg',
    'Child-Pugh C, MELD 25',
    'a 101F fever',
    'kháng sinh 1,5M đơn vị',
  ])('no age or sex in %s', (text) => {
    expect(readAgeSexShorthand(text)).toBeUndefined();
  });
});
