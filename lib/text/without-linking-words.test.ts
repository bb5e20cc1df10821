import { describe, expect, it } from 'vitest';
import { withoutLinkingWords } from './without-linking-words';

describe('withoutLinkingWords', () => {
  it.each<[string, string]>([
    ['day sung do anh nang', 'day sung anh nang'],
    ['viem phoi gay ra boi pneumocystis', 'viem phoi pneumocystis'],
    ['loet o da day', 'loet da day'],
    // only whole words: "dong", "cuaa", "oxy" stay
    ['chong dong mau', 'chong dong mau'],
    ['thieu oxy', 'thieu oxy'],
  ])('%s → %s', (folded, bare) => {
    expect(withoutLinkingWords(folded)).toBe(bare);
  });
});
