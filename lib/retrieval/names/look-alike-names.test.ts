import { describe, expect, it } from 'vitest';
import { buildDrugLexicon } from '../build-drug-lexicon';
import { findDrugMentions, findDrugNameSuggestions } from '../find-drug-mentions';
import { LOOK_ALIKE_PAIRS } from './look-alike-names';
import { isTableDrugName } from './register-table-names';

/** A book holding only the named drugs, titled the book's way (final e dropped). */
function bookOf(...names: string[]) {
  return buildDrugLexicon(
    names.map((name) => {
      const title = name.replace(/e$/u, '').toUpperCase();
      return { drug_id: title.toLowerCase(), drug_name: title, inn: null, trade_names: [] };
    }),
  );
}

describe('never a look-alike (ISMP confused drug names)', () => {
  it('knows every name of the list as a drug', () => {
    for (const name of LOOK_ALIKE_PAIRS.flat()) expect(isTableDrugName(name), name).toBe(true);
  });

  it.each(LOOK_ALIKE_PAIRS.map(([a, b]) => [a, b] as const))(
    'a book with only %s never answers %s as it',
    (held, typed) => {
      const book = bookOf(held);
      expect(findDrugMentions(book, `${typed} liều dùng`)).toEqual([]);
    },
  );

  it.each([
    ['hydralazine', 'hydroxyzine'],
    ['clonidine', 'clonazepam'],
    ['nifedipine', 'nimodipine'],
    ['dobutamine', 'dopamine'],
  ])('with %s and %s both held, each name is its own drug', (a, b) => {
    const book = bookOf(a, b);
    const id = (name: string) => name.replace(/e$/u, '');
    expect(findDrugMentions(book, `${a} liều`).map((m) => m.drug_id)).toEqual([id(a)]);
    expect(findDrugMentions(book, `${b} liều`).map((m) => m.drug_id)).toEqual([id(b)]);
  });

  it('a typed word that is another drug of the list is not corrected but asked back', () => {
    // NIMODIPIN is two edits from "nifedipine": a drug of its own, so not NIMODIPIN.
    const book = bookOf('nimodipine');
    expect(findDrugMentions(book, 'nifedipine liều')).toEqual([]);
    expect(findDrugNameSuggestions(book, 'nifedipine liều').map((s) => s.drugIds)).toEqual([
      ['nimodipin'],
    ]);
  });

  it('a misspelling within reach of two monographs is asked back with both', () => {
    const book = bookOf('hydralazine', 'hydroxyzine');
    // "hydrazine": not a name of either, close to both.
    const suggestions = findDrugNameSuggestions(book, 'hydraxyzin liều');
    expect(findDrugMentions(book, 'hydraxyzin liều')).toEqual([]);
    expect(suggestions.map((s) => [...s.drugIds].sort())).toEqual([['hydralazin', 'hydroxyzin']]);
  });

  it('a misspelling within reach of one monograph only is corrected', () => {
    const book = bookOf('hydralazine', 'clonazepam');
    expect(findDrugMentions(book, 'hydralazn liều').map((m) => m.drug_id)).toEqual(['hydralazin']);
    expect(findDrugNameSuggestions(book, 'hydralazn liều')).toEqual([]);
  });
});
