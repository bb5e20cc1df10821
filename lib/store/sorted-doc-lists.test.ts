import { describe, expect, it } from 'vitest';
import { cheaperToLookUp, indexInRange, unionSorted } from './sorted-doc-lists';

describe('unionSorted', () => {
  it.each([
    [[[]], []],
    [[[1, 4, 9]], [1, 4, 9]],
    [
      [
        [1, 4],
        [2, 4, 8],
      ],
      [1, 2, 4, 8],
    ],
    [[[5], [5], [5]], [5]],
    [[[], [3]], [3]],
    [
      [[10, 200], [9]],
      [9, 10, 200],
    ],
  ])('%j → %j', (lists, expected) => {
    expect([...unionSorted(lists)]).toEqual(expected);
  });
});

describe('indexInRange', () => {
  const docs = [2, 5, 8, 13, 21, 34];
  it.each([
    [0, 6, 13, 3],
    [0, 6, 2, 0],
    [0, 6, 34, 5],
    [0, 6, 7, -1],
    // Only inside [from, to): a posting list is a range of the shared postings array.
    [1, 3, 2, -1],
    [1, 3, 8, 2],
    [3, 3, 13, -1],
  ])('[%i, %i) finds %i at %i', (from, to, value, expected) => {
    expect(indexInRange(docs, from, to, value)).toBe(expected);
  });
});

describe('cheaperToLookUp', () => {
  it.each([
    // 40 points of one drug against a term in 10k chunks: 40 binary searches.
    [40, 10_000, true],
    // Against a rare term, walking its few postings is cheaper.
    [40, 30, false],
    [0, 5, true],
    [1, 0, false],
  ])('%i candidates, %i postings → %s', (candidates, length, expected) => {
    expect(cheaperToLookUp(candidates, length)).toBe(expected);
  });
});
