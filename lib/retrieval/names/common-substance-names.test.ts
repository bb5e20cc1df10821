import { describe, expect, it } from 'vitest';
import { buildDrugLexicon } from '../build-drug-lexicon';
import { findDrugMentions } from '../find-drug-mentions';
import { COMMON_SUBSTANCE_NAMES } from './common-substance-names';

const BOOK = buildDrugLexicon([
  { drug_id: 'kali_clorid', drug_name: 'KALI CLORID', inn: 'Potassium chloride', trade_names: [] },
  { drug_id: 'kali_iodid', drug_name: 'KALI IODID', inn: 'Potassium iodide', trade_names: [] },
  { drug_id: 'natri_clorid', drug_name: 'NATRI CLORID', inn: 'Sodium chloride', trade_names: [] },
  {
    drug_id: 'magnesi_sulfat',
    drug_name: 'MAGNESI SULFAT',
    inn: 'Magnesium sulfate',
    trade_names: [],
  },
  {
    drug_id: 'calci_gluconat',
    drug_name: 'CALCI GLUCONAT',
    inn: 'Calcium gluconate',
    trade_names: [],
  },
  {
    drug_id: 'calci_carbonat',
    drug_name: 'CALCI CARBONAT',
    inn: 'Calcium carbonate',
    trade_names: [],
  },
  { drug_id: 'sat_sulfat', drug_name: 'SẮT SULFAT', inn: 'Ferrous sulfate', trade_names: [] },
  { drug_id: 'kem_sulfat', drug_name: 'KẼM SULFAT', inn: 'Zinc sulfate', trade_names: [] },
  { drug_id: 'spironolacton', drug_name: 'SPIRONOLACTON', inn: 'Spironolactone', trade_names: [] },
]);
const ids = (q: string) => findDrugMentions(BOOK, q).map((m) => m.drug_id);

describe('COMMON_SUBSTANCE_NAMES', () => {
  it('names a target in every row', () => {
    for (const row of COMMON_SUBSTANCE_NAMES) {
      expect(row.names.length).toBeGreaterThan(0);
      expect(row.targets.length).toBeGreaterThan(0);
    }
  });

  it.each([
    ['Potassium liều bù đường uống', ['kali_clorid']],
    ['bù kali đường tĩnh mạch tối đa bao nhiêu', ['kali_clorid']],
    ['KCl pha truyền', ['kali_clorid']],
    ['Magnesium cho sản giật', ['magnesi_sulfat']],
    ['magie sulfat tiêm bắp', ['magnesi_sulfat']],
    ['Nacl 3% súc miệng', ['natri_clorid']],
    ['nhỏ nước muối sinh lý cho trẻ sơ sinh', ['natri_clorid']],
    ['normal saline truyền', ['natri_clorid']],
    ['nước muối đậm đặc 3% truyền 100 ml', ['natri_clorid']],
    ['hypertonic saline for raised ICP', ['natri_clorid']],
    ['calcium cho trẻ còi xương', ['calci_gluconat', 'calci_carbonat']],
    ['uống thuốc sắt lúc nào', ['sat_sulfat']],
    ['zinc cho trẻ tiêu chảy', ['kem_sulfat']],
  ])('%j → %j', (question, expected) => {
    expect(ids(question)).toEqual(expected);
  });

  it.each([
    'spironolacton gây tăng kali máu không?',
    'Spironolactone serum potassium',
    'hạ kali có dùng spironolacton được không',
  ])('a lab value is not the drug: %j', (question) => {
    expect(ids(question)).toEqual(['spironolacton']);
  });

  it.each(['kem bôi da', 'sắt thép', 'cái kẽm'])(
    'an everyday Vietnamese word without a drug cue is not the drug: %j',
    (question) => {
      expect(ids(question)).toEqual([]);
    },
  );
});
