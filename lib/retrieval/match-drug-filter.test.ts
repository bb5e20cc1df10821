import { describe, expect, it } from 'vitest';
import { buildDrugLexicon } from './build-drug-lexicon';
import { FIXTURE_DRUGS } from './drug-lexicon.fixture';
import { matchDrugFilter } from './match-drug-filter';

const lexicon = buildDrugLexicon(FIXTURE_DRUGS);
const filter = (q: string) => Object.fromEntries(matchDrugFilter(lexicon, q));

describe('matchDrugFilter', () => {
  it.each<[string, Record<string, string>]>([
    // Title, folded or not, whole or begun; the combination title starts the same way.
    ['AMOXICILIN', { amoxicilin: 'name', amoxicilin_va_acid_clavulanic: 'name' }],
    ['amox', { amoxicilin: 'name', amoxicilin_va_acid_clavulanic: 'name' }],
    // The English INN: its own INN line, and the spelling key for the Vietnamese title.
    ['amoxicillin', { amoxicilin: 'inn', amoxicilin_va_acid_clavulanic: 'inn' }],
    // A later word of a name.
    ['clavulanic', { amoxicilin_va_acid_clavulanic: 'name' }],
    // Trade names, with or without their strength.
    ['Moxilab', { amoxicilin: 'trade' }],
    ['amoxinol', { amoxicilin: 'trade' }],
    ['taxicef', { cefotaxim: 'trade' }],
    // English chemistry translated by the spelling key.
    ['sodium chloride', { natri_clorid: 'inn' }],
    ['kali clorua', { kali_clorid: 'spelling' }],
    ['', {}],
    ['zzzz', {}],
  ])('%j', (query, expected) => {
    expect(filter(query)).toEqual(expected);
  });

  it('finds a misspelt whole name through the lexicon’s typo matching', () => {
    expect(filter('amoxicilim')).toMatchObject({ amoxicilin: 'typo' });
  });

  it('does not list every drug for a word in the middle of a name', () => {
    expect(Object.keys(filter('icilin'))).toEqual([]);
  });
});
