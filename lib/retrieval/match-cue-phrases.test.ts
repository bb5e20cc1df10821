import { describe, expect, it } from 'vitest';
import { compileCues, foldPhrase, matchCues } from './match-cue-phrases';
import { tokenizeQuery } from './tokenize-query';

const cues = compileCues([
  { phrase: 'chỉ định', value: 'chi_dinh' },
  { phrase: 'chống chỉ định', value: 'chong_chi_dinh' },
  { phrase: 'trẻ dưới # tuổi', value: 'tre_duoi' },
  { phrase: 'bé', value: 'be', foldedOk: false },
]);

const run = (q: string) => matchCues(cues, tokenizeQuery(q)).map((m) => [m.value, m.numbers]);

describe('matchCues', () => {
  it.each<[string, unknown[]]>([
    ['chống chỉ định', [['chong_chi_dinh', []]]],
    ['chong chi dinh', [['chong_chi_dinh', []]]],
    [
      'chỉ định và chống chỉ định',
      [
        ['chi_dinh', []],
        ['chong_chi_dinh', []],
      ],
    ],
    // typed diacritics must agree with the cue
    ['chỉ đinh', []],
    ['trẻ dưới 6 tuổi', [['tre_duoi', [6]]]],
    ['tre duoi 12 tuoi', [['tre_duoi', [12]]]],
    ['trẻ dưới sáu tuổi', []],
    ['bé', [['be', []]]],
    ['be', []],
    // never across a comma
    ['chống, chỉ định', [['chi_dinh', []]]],
  ])('%j → %j', (q, expected) => {
    expect(run(q)).toEqual(expected);
  });
});

describe('foldPhrase', () => {
  it('folds and collapses spaces', () => {
    expect(foldPhrase('  Người  cao tuổi ')).toBe('nguoi cao tuoi');
  });
});
