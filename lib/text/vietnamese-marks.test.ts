import { describe, expect, it } from 'vitest';
import { isToneMark, SHAPE_MARKS, TONE_MARKS } from './vietnamese-marks';

describe('Vietnamese marks', () => {
  it('are the marks Unicode decomposes the Vietnamese letters into', () => {
    const marks = new Set(
      [...'àáãảạăâêôơư'].flatMap((letter) => [...letter.normalize('NFD')].slice(1)),
    );
    expect([...marks].sort()).toEqual([...TONE_MARKS, ...SHAPE_MARKS].sort());
  });

  it.each([
    ['\u0301', true],
    ['\u0323', true],
    ['\u0302', false],
    ['\u031b', false],
    ['a', false],
  ])('isToneMark(%j) is %s', (ch, tone) => {
    expect(isToneMark(ch)).toBe(tone);
  });
});
