import { describe, expect, it } from 'vitest';
import { textSimilarity } from './text-similarity';

describe('textSimilarity', () => {
  it.each([
    ['a b c', 'a b c', 1],
    ['a  b\nc', 'a b c', 1],
    ['a b c d', 'a b c', 6 / 7],
    ['', '', 1],
    ['a', '', 0],
    ['x y', 'a b', 0],
  ])('%j ~ %j = %d', (a, b, expected) => {
    expect(textSimilarity(a, b)).toBeCloseTo(expected, 6);
  });
});
