import { describe, expect, it } from 'vitest';
import { clampPage, formatPageHash, parsePageHash } from './parse-page-hash';

describe('parsePageHash', () => {
  it.each<[string, number | null]>([
    ['#page=42', 42],
    ['page=42', 42],
    ['#page=1', 1],
    ['#zoom=100&page=7', 7],
    ['#page=7&zoom=100', 7],
    ['#page=0', null],
    ['#page=-3', null],
    ['#page=abc', null],
    ['#page=', null],
    ['#pages=4', null],
    ['', null],
    ['#', null],
  ])('%j → %s', (hash, expected) => {
    expect(parsePageHash(hash)).toBe(expected);
  });

  it('round-trips with formatPageHash', () => {
    for (const page of [1, 133, 1668]) expect(parsePageHash(formatPageHash(page))).toBe(page);
  });
});

describe('clampPage', () => {
  it.each([
    [5, 10, 5],
    [0, 10, 1],
    [11, 10, 10],
    [3.6, 10, 4],
    [Number.NaN, 10, 1],
    [5, 0, 1],
  ])('clampPage(%d, %d) = %d', (page, n, expected) => {
    expect(clampPage(page, n)).toBe(expected);
  });
});
