import { describe, expect, it } from 'vitest';
import { folioKind, folioValue, readFolioToken } from './read-folio-token';

describe('readFolioToken', () => {
  it.each([
    ['37', '37'],
    ['1030', '1030'],
    ['iii', 'iii'],
    ['XIV', 'XIV'],
    ['xlviii', 'xlviii'],
    ['–12–', '12'],
    ['(v)', 'v'],
    ['0', null],
    ['12345', null],
    ['2,5', null],
    ['mg', null],
    ['DTQGVN', null],
    ['Xiv', null],
    ['iiii', null],
    ['vx', null],
    ['', null],
  ])('%j → %j', (token, expected) => {
    expect(readFolioToken(token)).toBe(expected);
  });

  it('tells arabic from roman', () => {
    expect(folioKind('99')).toBe('arabic');
    expect(folioKind('xii')).toBe('roman');
  });

  it.each([
    ['iv', 4],
    ['xiv', 14],
    ['XLIX', 49],
    ['mcmxc', 1990],
    ['37', 37],
  ])('%s stands for %d', (folio, value) => {
    expect(folioValue(folio)).toBe(value);
  });
});
