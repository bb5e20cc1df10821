import { describe, expect, it } from 'vitest';
import { clinicianNames } from './label-synonyms';

describe('clinicianNames', () => {
  it.each([
    ['nhiem khuan duong tiet nieu', true],
    ['nhiem khuan duong tiet nieu duoi khong bien chung', true],
    ['nhiem khuan duong ho hap', false],
  ])('%s names cystitis: %s', (label, expected) => {
    expect(clinicianNames(label).includes('viem bang quang')).toBe(expected);
  });
});
