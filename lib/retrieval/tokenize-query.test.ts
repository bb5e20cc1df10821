import { describe, expect, it } from 'vitest';
import { foldDiacritics } from '@/lib/text/fold-diacritics';
import { tokenizeQuery } from './tokenize-query';

describe('tokenizeQuery', () => {
  it('keeps offsets, folds, lower-cases and normalises tone placement', () => {
    const q = 'Liều hoà tan 500mg, Vitamin B12?';
    const tokens = tokenizeQuery(q);
    expect(tokens.map((t) => t.text)).toEqual([
      'liều',
      'hòa',
      'tan',
      '500',
      'mg',
      'vitamin',
      'b',
      '12',
    ]);
    expect(tokens.map((t) => t.folded)).toEqual([
      'lieu',
      'hoa',
      'tan',
      '500',
      'mg',
      'vitamin',
      'b',
      '12',
    ]);
    for (const t of tokens) expect(foldDiacritics(q.slice(t.start, t.end))).toBe(t.folded);
    expect(q.slice(tokens[0]?.start, tokens[0]?.end)).toBe('Liều');
    expect(tokens.map((t) => t.hasDiacritics)).toEqual([
      true,
      true,
      false,
      false,
      false,
      false,
      false,
      false,
    ]);
    expect(tokens.map((t) => t.isNumber)).toEqual([
      false,
      false,
      false,
      true,
      false,
      false,
      false,
      true,
    ]);
  });

  it.each<[string, boolean[]]>([
    ['natri clorid', [false, false]],
    ['natri, clorid', [false, true]],
    ['natri; clorid', [false, true]],
    ['natri? clorid', [false, true]],
    ['natri-clorid', [false, false]],
    ['sắt (II) sulfat', [false, false, false]],
    ['natri\nclorid', [false, true]],
  ])('%j breaks %j', (q, breaks) => {
    expect(tokenizeQuery(q).map((t) => t.breakBefore)).toEqual(breaks);
  });

  it('returns nothing for punctuation only', () => {
    expect(tokenizeQuery('?!… ;;')).toEqual([]);
  });
});
