import { describe, expect, it } from 'vitest';
import { splitRegimen } from './split-regimen';

describe('splitRegimen', () => {
  it.each<[string, string[]]>([
    ['doxorubicin + cyclophosphamid', ['doxorubicin', 'cyclophosphamid']],
    ['sintrom (acenocoumarol)', ['sintrom', 'acenocoumarol']],
    ['sintrom (acenocoumarol', ['sintrom', 'acenocoumarol']],
    ['TMP/SMX', ['TMP', 'SMX']],
    ['amoxicilin và acid clavulanic', ['amoxicilin', 'acid clavulanic']],
    ['cisplatin, etoposid', ['cisplatin', 'etoposid']],
    // in English (unseen batch 62); "and" only as a word
    ['vancomycin plus amikacin', ['vancomycin', 'amikacin']],
    ['gentamicin and clindamycin', ['gentamicin', 'clindamycin']],
    ['candesartan', ['candesartan']],
    // one drug stays whole; "va" only as a word
    ['valproat', ['valproat']],
    ['phenytoin', ['phenytoin']],
  ])('%s → %j', (term, parts) => {
    expect(splitRegimen(term)).toEqual(parts);
  });
});
