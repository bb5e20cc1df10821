import { describe, expect, it } from 'vitest';
import { formatPageRanges, formatPages } from './format-page-ranges';

describe('formatPageRanges', () => {
  it.each([
    [[7, 8, 9, 31], '8–10, 32'],
    [[0], '1'],
    [[3, 3], '4'],
    [[0, 2, 4, 6, 8, 10], '1, 3, 5, 7 and 2 more ranges'],
  ])('%j → %s', (input, output) => {
    expect(formatPageRanges(input)).toBe(output);
  });
});

describe('formatPages', () => {
  it.each([
    [[3], 'page 4'],
    [[3, 3], 'page 4'],
    [[3, 4], 'pages 4–5'],
  ])('%j → %s', (input, output) => {
    expect(formatPages(input)).toBe(output);
  });
});
