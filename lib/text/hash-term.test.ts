import { describe, expect, it } from 'vitest';
import { continueTermHash, hashTerm } from './hash-term';

describe('hashTerm (FNV-1a 32)', () => {
  it.each([
    // published FNV-1a 32-bit test vectors
    ['', 0x811c9dc5],
    ['a', 0xe40c292c],
    ['foobar', 0xbf9cf968],
  ])('%j → %i', (term, expected) => {
    expect(hashTerm(term)).toBe(expected);
  });

  it('hashes UTF-8 bytes, so NFC and NFD spellings differ (callers normalise first)', () => {
    expect(hashTerm('liều')).not.toBe(hashTerm('liều'.normalize('NFD')));
  });

  it('hashes the UTF-8 bytes of 1-, 2-, 3- and 4-byte characters like a byte-wise FNV-1a', () => {
    const reference = (term: string): number => {
      let hash = 0x811c9dc5;
      for (const byte of new TextEncoder().encode(term)) {
        hash = Math.imul(hash ^ byte, 0x01000193);
      }
      return hash >>> 0;
    };
    for (const term of [
      'a',
      'đường',
      'liều dùng',
      '~tre em',
      '0,425',
      'µg',
      '€',
      '𝛼-tocopherol',
      '\ud800x',
    ]) {
      expect(hashTerm(term), term).toBe(reference(term));
    }
  });

  it('is a non-negative 32-bit integer and stable across calls', () => {
    for (const term of ['liều dùng', '~lieu dung', '0,425', 'trẻ em']) {
      const h = hashTerm(term);
      expect(Number.isInteger(h)).toBe(true);
      expect(h).toBeGreaterThanOrEqual(0);
      expect(h).toBeLessThan(2 ** 32);
      expect(hashTerm(term)).toBe(h);
    }
  });
});

describe('continueTermHash', () => {
  it.each([
    ['liều', ' dùng'],
    ['~lieu', ' dung'],
    ['', 'mg'],
    ['a', ''],
    ['x', ' 💊'],
  ])('continues %j with %j as the hash of the joined string', (prefix, text) => {
    expect(continueTermHash(hashTerm(prefix), text)).toBe(hashTerm(prefix + text));
  });
});
