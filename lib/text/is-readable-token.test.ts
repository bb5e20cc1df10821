import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isReadableToken, letterTokens } from './is-readable-token';

describe('isReadableToken', () => {
  it.each([
    ['người', true],
    ['nghiêng', true],
    ['Liều', true],
    ['ciprofloxacin', true],
    ['mg', true],
    ['thườngxuấthiện', false],
    ['tươngứ', false],
    ['héi', false],
    ['hoµ', false],
    ['ngưòời', false],
  ])('%s → %s', (token, readable) => {
    expect(isReadableToken(token)).toBe(readable);
  });

  it('splits on anything not a letter or mark', () => {
    expect(letterTokens('Liều 500 mg/ngày, (trẻ em)')).toEqual(['Liều', 'mg', 'ngày', 'trẻ', 'em']);
  });

  it.each([
    ['', []],
    ['500 / 20', []],
    ['Liều', ['Liều']],
    ['tu\u031bo\u031bng ứng', ['tu\u031bo\u031bng', 'ứng']],
    ['\u0301a b\u0301', ['\u0301a', 'b\u0301']],
    ['x\u{1d400}y z', ['x\u{1d400}y', 'z']],
    ['x\u{1f600}y', ['x', 'y']],
    ['a\ud800b \udc00c', ['a', 'b', 'c']],
    ['αβγ Ωmega; ДНК', ['αβγ', 'Ωmega', 'ДНК']],
  ])('splits %j as split(/[^\\p{L}\\p{M}]+/u) does', (text, tokens) => {
    expect(letterTokens(text)).toEqual(tokens);
    expect(letterTokens(text)).toEqual(text.split(/[^\p{L}\p{M}]+/u).filter(Boolean));
  });

  it('equals the regex split on any text, lone surrogates included', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), fc.string({ unit: 'binary-ascii' }), (a, b) => {
        const text = a + b;
        expect(letterTokens(text)).toEqual(text.split(/[^\p{L}\p{M}]+/u).filter(Boolean));
      }),
      { numRuns: 2000 },
    );
  });
});
