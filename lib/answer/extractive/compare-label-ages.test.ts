import { describe, expect, it } from 'vitest';
import { agesContradict, statesAge } from './compare-label-ages';

describe('statesAge', () => {
  it.each([
    ['Người lớn', true],
    ['Trẻ em', true],
    ['Trẻ sơ sinh', true],
    ['Người cao tuổi', true],
    ['Từ 12 - 18 tuổi', true],
    ['Phù', false],
    ['Suy thận', false],
    ['Với người bệnh suy thận', false],
  ])('%s → %s', (label, expected) => {
    expect(statesAge(label)).toBe(expected);
  });
});

describe('agesContradict', () => {
  it.each([
    // peers the book prints one after the other
    ['Trẻ em', 'Người cao tuổi', true],
    ['Trẻ em', 'Người lớn', true],
    ['Người lớn', 'Trẻ em', true],
    // a band inside the group, or no age at all
    ['Trẻ em', 'Từ 12 - 18 tuổi', false],
    ['Trẻ em', 'Trẻ sơ sinh', false],
    ['Người lớn', 'Người cao tuổi', false],
    ['Trẻ em', 'Suy thận', false],
    ['Phù', 'Người lớn', false],
  ])('%s, then %s → %s', (outer, inner, expected) => {
    expect(agesContradict(outer, inner)).toBe(expected);
  });
});
