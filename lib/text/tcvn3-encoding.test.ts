import { describe, expect, it } from 'vitest';
import {
  decodeTcvn3,
  isTcvn3CapitalsFont,
  isTcvn3FontName,
  UNICODE_TO_TCVN3,
} from './tcvn3-encoding';

describe('TCVN3 (ABC)', () => {
  it('decodes the phrase every Vietnamese reader of legacy files knows', () => {
    // As a .VnTime document reads through a Latin-1 font encoding.
    expect(decodeTcvn3('Céng hoµ x· héi chñ nghÜa ViÖt Nam')).toBe(
      'Cộng hoà xã hội chủ nghĩa Việt Nam',
    );
  });

  it('round-trips every letter it has and keeps what it has not', () => {
    for (const [letter, code] of UNICODE_TO_TCVN3) expect(decodeTcvn3(code)).toBe(letter);
    expect(decodeTcvn3('ABC 123 mg/kg')).toBe('ABC 123 mg/kg');
  });

  it('reads a capitals face as capitals', () => {
    expect(decodeTcvn3('®iÒu trÞ', true)).toBe('ĐIỀU TRỊ');
  });

  it.each([
    ['.VnTime', true, false],
    ['.VnTimeH', true, true],
    ['.VnArialH', true, true],
    ['VnTimes', true, false],
    ['NotoSerif-Regular', false, false],
    ['VNI-Times', false, false],
  ])('%s: TCVN3 %s, capitals %s', (name, tcvn3, capitals) => {
    expect(isTcvn3FontName(name)).toBe(tcvn3);
    expect(isTcvn3CapitalsFont(name)).toBe(capitals);
  });
});
