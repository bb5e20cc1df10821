import { describe, expect, it } from 'vitest';
import { formatVnNumber } from './format-vn-number';

describe('formatVnNumber', () => {
  it.each([
    [0.425, undefined, '0,425'],
    [1.5, undefined, '1,5'],
    [500, undefined, '500'],
    [1200, undefined, '1 200'],
    [1000000, undefined, '1 000 000'],
    [12.5, 2, '12,50'],
    [-2.25, undefined, '-2,25'],
    [0.1 + 0.2, undefined, '0,3'],
  ])('%d (decimals %s) -> %s', (value, decimals, expected) => {
    expect(formatVnNumber(value, decimals)).toBe(expected);
  });

  it('rejects a non-finite number', () => {
    expect(() => formatVnNumber(Number.NaN)).toThrow(/format-vn-number/);
  });
});
