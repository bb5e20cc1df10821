import { describe, expect, it } from 'vitest';
import { parseRange } from './parse-range';

describe('parseRange', () => {
  it.each([
    [null, 1000, { kind: 'none' }],
    ['bytes=0-99', 1000, { kind: 'range', start: 0, end: 99 }],
    ['bytes=900-', 1000, { kind: 'range', start: 900, end: 999 }],
    ['bytes=-100', 1000, { kind: 'range', start: 900, end: 999 }],
    ['bytes=-5000', 1000, { kind: 'range', start: 0, end: 999 }],
    ['bytes=990-2000', 1000, { kind: 'range', start: 990, end: 999 }],
    ['bytes=1000-', 1000, { kind: 'unsatisfiable' }],
    ['bytes=50-10', 1000, { kind: 'unsatisfiable' }],
    ['bytes=-0', 1000, { kind: 'unsatisfiable' }],
    ['bytes=0-1,5-9', 1000, { kind: 'none' }],
    ['items=0-9', 1000, { kind: 'none' }],
    ['bytes=abc', 1000, { kind: 'none' }],
    ['bytes=-', 1000, { kind: 'none' }],
    ['bytes=0-0', 0, { kind: 'unsatisfiable' }],
  ])('%s of %i bytes', (header, size, expected) => {
    expect(parseRange(header, size)).toEqual(expected);
  });
});
