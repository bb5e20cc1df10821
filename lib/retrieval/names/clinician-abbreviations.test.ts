import { describe, expect, it } from 'vitest';
import { buildDrugLexicon } from '../build-drug-lexicon';
import { findDrugMentions } from '../find-drug-mentions';
import { CLINICIAN_ABBREVIATIONS } from './clinician-abbreviations';
import { abbreviationKey } from './register-table-names';

const BOOK = buildDrugLexicon(
  [
    ['methotrexat', 'METHOTREXAT', 'Methotrexate'],
    ['isoniazid', 'ISONIAZID', 'Isoniazid'],
    ['zidovudin', 'ZIDOVUDIN', 'Zidovudine'],
    ['lamivudin', 'LAMIVUDIN', 'Lamivudine'],
    ['acetylcystein', 'ACETYLCYSTEIN', 'Acetylcysteine'],
    ['fluorouracil', 'FLUOROURACIL', 'Fluorouracil'],
    ['co_trimoxazol', 'CO-TRIMOXAZOL', 'Co-trimoxazole'],
    ['propylthiouracil', 'PROPYLTHIOURACIL', 'Propylthiouracil'],
    ['acid_acetylsalicylic', 'ACID ACETYLSALICYLIC', 'Acetylsalicylic acid'],
    ['hydroclorothiazid', 'HYDROCLOROTHIAZID', 'Hydrochlorothiazide'],
    ['isosorbid_mononitrat', 'ISOSORBID MONONITRAT', 'Isosorbide mononitrate'],
  ].map(([drug_id, drug_name, inn]) => ({
    drug_id: drug_id!,
    drug_name: drug_name!,
    inn: inn!,
    trade_names: [],
  })),
);
const ids = (q: string) => findDrugMentions(BOOK, q).map((m) => m.drug_id);

describe('CLINICIAN_ABBREVIATIONS', () => {
  it('gives each abbreviation one row', () => {
    const seen = new Set<string>();
    for (const row of CLINICIAN_ABBREVIATIONS) {
      const keys = new Set(row.abbreviations.map(abbreviationKey));
      for (const key of keys) {
        expect(seen.has(key), key).toBe(false);
        seen.add(key);
      }
      expect(row.targets.length, row.abbreviations.join()).toBeGreaterThan(0);
    }
  });

  it.each([
    ['MTX liều hàng tuần', 'methotrexat'],
    ['mtx uống mỗi tuần', 'methotrexat'],
    ['INH cho trẻ em', 'isoniazid'],
    ['AZT cho phụ nữ có thai', 'zidovudin'],
    ['3TC liều suy thận', 'lamivudin'],
    ['NAC giải độc', 'acetylcystein'],
    ['5-FU truyền', 'fluorouracil'],
    ['5FU tác dụng phụ', 'fluorouracil'],
    ['TMP-SMX dự phòng', 'co_trimoxazol'],
    ['TMP/SMX cho trẻ', 'co_trimoxazol'],
    ['PTU cho phụ nữ có thai', 'propylthiouracil'],
    ['ASA 81 mg', 'acid_acetylsalicylic'],
    ['HCTZ liều', 'hydroclorothiazid'],
    ['ISMN liều', 'isosorbid_mononitrat'],
  ])('%j → %s', (question, drugId) => {
    expect(ids(question)).toEqual([drugId]);
  });

  it('reads a lower-case form that is a Vietnamese word as that word', () => {
    // "nác" is a Vietnamese syllable: only "NAC" in capitals is acetylcysteine.
    expect(ids('nac liều')).toEqual([]);
    expect(ids('asa liều')).toEqual([]);
  });

  it('expands only to monographs the index holds', () => {
    // No EFAVIRENZ in this book: "EFV" names nothing.
    expect(ids('EFV liều')).toEqual([]);
  });
});
