import { describe, expect, it } from 'vitest';
import { CLEAR_WORD_GAP_EM, findWordGap, MIN_WORD_GAP_EM } from './find-word-gap';

const wordsOf = (gaps: number[], threshold: number) => gaps.filter((g) => g > threshold).length;

describe('findWordGap', () => {
  it.each([
    // [what, gaps in em, word gaps expected]
    [
      'glued book: 0.08 em word gaps, kerning ±0.03',
      [0, 0, 0.02, -0.03, 0.08, 0, 0, 0.08, 0.03, 0, 0.08],
      3,
    ],
    ['ordinary justified line', [0, 0, 0, 0.3, 0, 0, 0.28, 0, -0.02, 0.31], 3],
    ['loose justified line, 1.5–2 em gaps', [0, 0, 1.6, 0, 0, 2.0, 0, 0.01, 1.5], 3],
    ['tracked text: letters 0.05 apart, words 0.3', [0.05, 0.05, 0.05, 0.35, 0.05, 0.05, 0.35], 2],
    ['one word: kerning only', [0, 0.02, -0.04, 0.03, 0], 0],
    ['no gaps at all', [], 0],
  ])('%s', (_, gaps, words) => {
    expect(wordsOf(gaps, findWordGap(gaps))).toBe(words);
  });

  it('never cuts below the kerning floor nor above the fixed rule', () => {
    expect(findWordGap([0, 0, 0, 0.05, 0, 0])).toBeGreaterThanOrEqual(MIN_WORD_GAP_EM);
    expect(findWordGap([0, 0, 3, 0, 0, 3])).toBeLessThanOrEqual(CLEAR_WORD_GAP_EM);
  });
});
