import { describe, expect, it } from 'vitest';
import { foldDiacritics } from '@/lib/text/fold-diacritics';
import { DRUG_CLASS_MEMBERS } from './drug-class-members';

describe('DRUG_CLASS_MEMBERS', () => {
  it('names each class once, with members and book phrases', () => {
    const names = DRUG_CLASS_MEMBERS.map((row) => row.name);
    expect(new Set(names).size).toBe(names.length);
    for (const row of DRUG_CLASS_MEMBERS) {
      expect(row.members.length, row.name).toBeGreaterThan(0);
      expect(row.book.length, row.name).toBeGreaterThan(0);
    }
  });

  it('writes members and book phrases folded, lower case, without "thuốc"/"các" before a class named by what it is', () => {
    for (const row of DRUG_CLASS_MEMBERS)
      for (const phrase of [...row.members, ...row.book]) {
        expect(phrase, row.name).toBe(foldDiacritics(phrase));
        expect(phrase, row.name).toBe(phrase.toLowerCase());
      }
    // A class named by its effect keeps "thuốc": bare, "hạ đường huyết" is the state.
    for (const row of DRUG_CLASS_MEMBERS)
      for (const phrase of row.book)
        expect(phrase, row.name).not.toMatch(/^(?:thuoc|cac) (?!(?:uong )?(?:ha|tang|giam) )/);
  });

  it.each([
    ['amitriptylin', 'tricyclic antidepressants'],
    // no stem names it (unseen batch 120)
    ['clobazam', 'benzodiazepines'],
    ['rocuronium', 'neuromuscular blockers'],
    ['aspirin', 'salicylates'],
    ['simvastatin', 'statins'],
    ['trihexyphenidyl', 'anticholinergics'],
    ['prazosin', 'alpha blockers'],
    ['pseudoephedrin', 'sympathomimetics'],
    ['hydroxychloroquin', 'aminoquinolines'],
  ])('%s is a member of %s', (member, name) => {
    expect(DRUG_CLASS_MEMBERS.find((row) => row.members.includes(member))?.name).toBe(name);
  });

  it.each(['amlodipin', 'bisoprolol', 'losartan', 'hydroclorothiazid'])(
    '%s is an antihypertensive too',
    (member) => {
      const row = DRUG_CLASS_MEMBERS.find((r) => r.name === 'antihypertensives');
      expect(row?.members).toContain(member);
    },
  );
});
