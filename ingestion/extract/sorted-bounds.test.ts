import { describe, expect, it } from 'vitest';
import { countAtMost, countBelow } from './sorted-bounds';

describe('countBelow / countAtMost', () => {
  it.each([
    [[], 5, 0, 0],
    [[1, 2, 2, 3], 2, 1, 3],
    [[1, 2, 2, 3], 0, 0, 0],
    [[1, 2, 2, 3], 9, 4, 4],
    [[1, 2, 2, 3], 2.5, 3, 3],
  ])('%j around %d', (sorted, x, below, atMost) => {
    expect(countBelow(sorted, x)).toBe(below);
    expect(countAtMost(sorted, x)).toBe(atMost);
  });
});
