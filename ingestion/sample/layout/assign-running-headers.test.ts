import { describe, expect, it } from 'vitest';
import { chooseHeaderOwner, sideOfFolio } from './assign-running-headers';

describe('sideOfFolio', () => {
  it.each([
    [1030, 'left'],
    [1303, 'right'],
    [37, 'right'],
    [38, 'left'],
  ] as const)('folio %i is a %s page', (folio, side) => {
    expect(sideOfFolio(folio)).toBe(side);
  });
});

describe('chooseHeaderOwner', () => {
  it.each([
    [[3, 4, 5], 'left', 3],
    [[3, 4, 5], 'right', 5],
    [[7], 'right', 7],
    [[], 'left', null],
  ] as const)('owners %j on a %s page -> %s', (owners, side, expected) => {
    expect(chooseHeaderOwner(owners, side)).toBe(expected);
  });
});
