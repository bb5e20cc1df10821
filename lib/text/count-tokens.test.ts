import { readdirSync, readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hasRealdata, realdataPath } from '@/lib/testing/realdata';
import { countTokens, countTokensWhole, TOKENIZER_NAME } from './count-tokens';

describe('countTokens', () => {
  it('names the tokenizer', () => {
    expect(TOKENIZER_NAME).toBe('cl100k_base');
  });

  // Reference counts from OpenAI's cl100k_base ("hello world" = [15339, 1917]).
  it.each([
    ['', 0],
    ['hello world', 2],
    ['Hello, world!', 4],
  ])('%j has %i tokens', (text, expected) => {
    expect(countTokens(text)).toBe(expected);
  });

  it('counts a special-token string as text instead of throwing', () => {
    expect(countTokens('<|endoftext|>')).toBeGreaterThan(1);
  });

  it('counts Vietnamese diacritics as more tokens than their folded form', () => {
    const vi = 'Người lớn: uống 500 mg mỗi 8 giờ.';
    const folded = 'Nguoi lon: uong 500 mg moi 8 gio.';
    expect(countTokens(vi)).toBeGreaterThan(countTokens(folded));
  });

  // The piece-by-piece count must be tiktoken's whole-text count, or chunk boundaries move.
  // The alphabet is what the split could get wrong: contractions in both cases (and long s),
  // digit runs, every kind of space and line break, combining marks, symbols, other scripts.
  const TRICKY = [
    ...'aAzZưƯếỆđĐ',
    '\u0301',
    '\u0323',
    ...' \n\r\t',
    '\u00a0',
    '\u0085',
    '\u2028',
    '\u200b',
    '\u202f',
    '\ufeff',
    ..."'sStTmMdDſ",
    'll',
    'RE',
    've',
    ...'0123456789',
    ...'.,:;()/-–—%<>=≤≥±×°µαβ²',
    '藥',
    '💊',
  ];
  it('equals tiktoken on generated text', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...TRICKY), { maxLength: 40 }), (parts) => {
        const text = parts.join('');
        expect(countTokens(text)).toBe(countTokensWhole(text));
      }),
      { numRuns: 3000 },
    );
  });

  const MARKDOWN = 'dtqg-markdown';
  describe.skipIf(!hasRealdata('countTokens on the real book', MARKDOWN))(
    'on the real book',
    () => {
      it('equals tiktoken on every paragraph and every whole file', () => {
        const dir = realdataPath(MARKDOWN);
        let paragraphs = 0;
        for (const name of readdirSync(dir)) {
          const text = readFileSync(`${dir}/${name}`, 'utf8');
          expect(countTokens(text)).toBe(countTokensWhole(text));
          for (const paragraph of text.split(/\n\n+/)) {
            paragraphs++;
            expect(countTokens(paragraph)).toBe(countTokensWhole(paragraph));
          }
        }
        expect(paragraphs).toBeGreaterThan(1000);
      });
    },
  );
});
