import { describe, expect, it } from 'vitest';
import { computeScrollTop, READING_LINE } from './compute-scroll-top';

describe('computeScrollTop', () => {
  it.each([
    [
      'puts the target on the reading line',
      { targetY: 5000, viewportHeight: 800, maxScrollTop: 99_999 },
      5000 - READING_LINE * 800,
    ],
    [
      'anchor 0 puts the target at the top',
      { targetY: 5000, viewportHeight: 800, maxScrollTop: 99_999, anchor: 0 },
      5000,
    ],
    [
      'never above the top of the column',
      { targetY: 40, viewportHeight: 800, maxScrollTop: 99_999 },
      0,
    ],
    [
      'never past the bottom',
      { targetY: 98_000, viewportHeight: 800, maxScrollTop: 97_000 },
      97_000,
    ],
    [
      'a hidden viewer (height 0) scrolls to the target',
      { targetY: 1234, viewportHeight: 0, maxScrollTop: 99_999 },
      1234,
    ],
  ])('%s', (_name, input, expected) => {
    expect(computeScrollTop(input)).toBe(Math.round(expected));
  });
});
