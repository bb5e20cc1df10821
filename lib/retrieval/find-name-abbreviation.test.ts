import { describe, expect, it } from 'vitest';
import { buildDrugLexicon } from './build-drug-lexicon';
import { FIXTURE_DRUGS } from './drug-lexicon.fixture';
import { findNameAbbreviation, findNameAbbreviationOwners } from './find-name-abbreviation';

const lexicon = buildDrugLexicon(FIXTURE_DRUGS);

describe('findNameAbbreviation', () => {
  it.each([
    ['cefot', 'cefotaxim'],
    ['cefotax', 'cefotaxim'],
    ['genta', 'gentamicin'],
    ['cipro', 'ciprofloxacin'],
    // Two monographs begin "amoxicilin": neither is guessed.
    ['amoxi', null],
    // A word of a name, or the start of a later word of one, is chemistry, not a clipping.
    ['sulfat', null],
    ['clavul', null],
    // Too short, or the whole name (the exact and typo rules' business), or not a start.
    ['cefo', null],
    ['cefotaxim', null],
    ['otaxim', null],
    ['cefo1', null],
  ])('%s → %s', (word, drugId) => {
    expect(findNameAbbreviation(lexicon, word)).toBe(drugId);
  });
});

describe('a class word is no clipped name', () => {
  // No "sulfat" among the titles (the 18 unseen monographs have none): only the class rule
  // keeps "sulfa" from naming the one drug that begins so.
  const withSulfa = buildDrugLexicon([
    ...FIXTURE_DRUGS.filter((d) => !/SULFAT/.test(d.drug_name)),
    {
      drug_id: 'sulfamethoxazol_x',
      drug_name: 'SULFAMETHOXAZOL X',
      inn: 'Sulfamethoxazole.',
      trade_names: [],
    },
  ]);
  it.each([
    // "sulfa-allergic" names the sulfonamides (unseen batch 25)
    ['sulfa', null],
    ['sulfameth', 'sulfamethoxazol_x'],
  ])('%s → %s', (word, drugId) => {
    expect(findNameAbbreviation(withSulfa, word)).toBe(drugId);
  });
});

describe('findNameAbbreviationOwners', () => {
  it('names every monograph a clipped word may stand for, to be asked back', () => {
    expect(findNameAbbreviationOwners(lexicon, 'amoxi').length).toBeGreaterThan(1);
    expect(findNameAbbreviationOwners(lexicon, 'cipro')).toEqual(['ciprofloxacin']);
    expect(findNameAbbreviationOwners(lexicon, 'sulfat')).toEqual([]);
  });
});
