import { describe, expect, it } from 'vitest';
import { rewriteGlyphUnicode } from './apply-text-layer-defect';

describe('rewriteGlyphUnicode', () => {
  it.each([
    ['nfd', 'ư', 'u\u031b'],
    ['nfd', 'a', 'a'],
    ['marks-first', 'ệ', '\u0323\u0302e'],
    ['pua', 'ơ', '\uf700'],
    ['pua', 'ữ', '\uf70e'],
    ['pua', 'a', 'a'],
    ['ligatures', 'fl', '\ufb02'],
    ['ligatures', 'f', 'f'],
    ['tcvn3', 'ộ', '\u00e9'],
    ['tcvn3', 'Ấ', 'Ấ'],
    ['vni', 'ệ', 'eä'],
    ['vni', 'a', 'a'],
    ['glued', 'a', 'a'],
    ['no-word-spaces', 'ệ', 'ệ'],
    ['no-marks', 'ệ', 'e'],
    ['no-marks', 'Đ', 'D'],
    ['no-marks', 'ư', 'u'],
    ['no-tones', 'ệ', 'ê'],
    ['no-tones', 'ở', 'ơ'],
    ['no-tones', 'ă', 'ă'],
    ['spacing-accents', 'ờ', 'ơ`'],
    ['spacing-accents', 'ấ', 'aˆ´'],
    ['spacing-accents', 'ẩ', 'aˆ\u0309'],
    ['spacing-accents', 'ặ', 'ạ˘'],
    ['spacing-accents', 'ự', 'ự'],
    ['shifted-italic', 'Herpes', 'Ifsqft'],
    ['lookalikes', 'đ', '\u00f0'],
    ['lookalikes', 'Đ', '\u00d0'],
    ['lookalikes', 'ư', '\u01a3'],
    ['lookalikes', 'ừ', 'ừ'],
    ['lookalikes', 'a', 'a'],
    ['shifted-italic', 'liều', 'mjềv'],
  ] as const)('%s: %s → %j', (defect, input, output) => {
    expect(rewriteGlyphUnicode(input, defect)).toBe(output);
  });
});
