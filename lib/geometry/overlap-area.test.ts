import { describe, expect, it } from 'vitest';
import { overlapArea } from './overlap-area';

const r = (left: number, top: number, width: number, height: number) => ({
  left,
  top,
  width,
  height,
});

describe('overlapArea', () => {
  it.each([
    ['identical', r(0, 0, 10, 10), r(0, 0, 10, 10), 100],
    ['contained', r(0, 0, 10, 10), r(2, 2, 3, 3), 9],
    ['partial', r(0, 0, 10, 10), r(5, 5, 10, 10), 25],
    ['touching edges only', r(0, 0, 10, 10), r(10, 0, 5, 5), 0],
    ['apart horizontally', r(0, 0, 10, 10), r(20, 0, 5, 5), 0],
    ['apart vertically', r(0, 0, 10, 10), r(0, 30, 5, 5), 0],
    ['empty rectangle', r(0, 0, 10, 10), r(5, 5, 0, 0), 0],
  ])('%s', (_name, a, b, expected) => {
    expect(overlapArea(a, b)).toBe(expected);
    expect(overlapArea(b, a)).toBe(expected);
  });
});
