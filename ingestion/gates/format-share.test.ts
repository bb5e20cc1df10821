import { describe, expect, it } from 'vitest';
import { formatLimit, formatPercent, formatShare } from './format-share';

describe('formatPercent', () => {
  it.each([
    [0.382, 0.05, '38.2%'],
    [0.0504, 0.05, '5.04%'],
    [0.050004, 0.05, '5.0004%'],
    [0.0496, 0.05, '4.96%'],
    [0.05, 0.05, '5.0%'],
    [0.5999, 0.6, '59.99%'],
    [0.6001, 0.6, '60.01%'],
    [0.0004, 0.6, '0.0%'],
    [0, 0.2, '0.0%'],
    [1, 0.5, '100.0%'],
    [0.12345, undefined, '12.3%'],
    [0.05 + 1e-12, 0.05, '5.000000%'],
  ])('%d against %s → %s', (share, limit, shown) => {
    expect(formatPercent(share, limit)).toBe(shown);
  });
});

describe('formatLimit', () => {
  it.each([
    [0.05, '5%'],
    [0.6, '60%'],
    [0.986, '98.6%'],
    [0.2, '20%'],
  ])('%d → %s', (limit, shown) => {
    expect(formatLimit(limit)).toBe(shown);
  });
});

describe('formatShare', () => {
  const letters = 'of letters are in tokens longer than 24 letters';
  it.each([
    [
      'over a ceiling, on one page',
      { part: 382, whole: 1000, limit: 0.05, side: 'ceiling', what: letters, pages: [3] },
      '38.2% of letters are in tokens longer than 24 letters, over the 5% ceiling, on page 4',
    ],
    [
      'just over a ceiling: the decimals that keep it over',
      { part: 501, whole: 10_000, limit: 0.05, side: 'ceiling', what: letters, pages: [3, 4, 9] },
      '5.01% of letters are in tokens longer than 24 letters, over the 5% ceiling, on pages 4–5, 10',
    ],
    [
      'under a floor',
      { part: 7999, whole: 10_000, limit: 0.8, side: 'floor', what: 'valid syllables' },
      '79.99% valid syllables, under the 80% floor',
    ],
    [
      'on the limit',
      { part: 1, whole: 20, limit: 0.05, side: 'ceiling', what: letters, pages: [] },
      '5.0% of letters are in tokens longer than 24 letters, at the 5% ceiling',
    ],
    [
      'nothing measured',
      { part: 0, whole: 0, limit: 0.6, side: 'floor', what: 'valid syllables' },
      '0.0% valid syllables, under the 60% floor',
    ],
  ] as const)('%s', (_, share, message) => {
    expect(formatShare(share)).toBe(message);
  });
});
