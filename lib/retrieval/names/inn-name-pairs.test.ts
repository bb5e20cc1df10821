import { describe, expect, it } from 'vitest';
import { buildDrugLexicon } from '../build-drug-lexicon';
import { findDrugMentions } from '../find-drug-mentions';
import { INN_NAME_PAIRS } from './inn-name-pairs';
import { spellingKeysOf } from './register-table-names';

/** Monographs titled the book's way, with their English INN line. */
const BOOK = buildDrugLexicon([
  { drug_id: 'paracetamol', drug_name: 'PARACETAMOL', inn: 'Paracetamol', trade_names: [] },
  { drug_id: 'salbutamol', drug_name: 'SALBUTAMOL', inn: 'Salbutamol', trade_names: [] },
  { drug_id: 'adrenalin', drug_name: 'ADRENALIN', inn: 'Epinephrine', trade_names: [] },
  { drug_id: 'glibenclamid', drug_name: 'GLIBENCLAMID', inn: 'Glibenclamide', trade_names: [] },
  { drug_id: 'furosemid', drug_name: 'FUROSEMID', inn: 'Furosemide', trade_names: [] },
  { drug_id: 'lidocain', drug_name: 'LIDOCAIN', inn: 'Lidocaine', trade_names: [] },
  { drug_id: 'pethidin', drug_name: 'PETHIDIN', inn: 'Pethidine', trade_names: [] },
  { drug_id: 'isoprenalin', drug_name: 'ISOPRENALIN', inn: 'Isoprenaline', trade_names: [] },
  { drug_id: 'thiamazol', drug_name: 'THIAMAZOL', inn: 'Thiamazole', trade_names: [] },
  { drug_id: 'rifampicin', drug_name: 'RIFAMPICIN', inn: 'Rifampicin', trade_names: [] },
  {
    drug_id: 'nitroglycerin',
    drug_name: 'NITROGLYCERIN',
    inn: 'Glyceryl trinitrate',
    trade_names: [],
  },
  {
    drug_id: 'acid_acetylsalicylic',
    drug_name: 'ACID ACETYLSALICYLIC',
    inn: 'Acetylsalicylic acid',
    trade_names: [],
  },
  { drug_id: 'levothyroxin', drug_name: 'LEVOTHYROXIN', inn: 'Levothyroxine', trade_names: [] },
  {
    drug_id: 'calci_folinat',
    drug_name: 'CALCI FOLINAT',
    inn: 'Calcium folinate',
    trade_names: [],
  },
]);

describe('INN_NAME_PAIRS', () => {
  it('states only differences the spelling key does not already bridge', () => {
    for (const row of INN_NAME_PAIRS) {
      const keys = row.map((name) => spellingKeysOf(name)[0]);
      expect(new Set(keys).size, row.join(' / ')).toBe(row.length);
    }
  });

  it('gives each substance one row', () => {
    const seen = new Map<string, string>();
    for (const row of INN_NAME_PAIRS) {
      for (const name of row) {
        const key = spellingKeysOf(name)[0]!;
        expect(seen.get(key), `${name} in two rows`).toBeUndefined();
        seen.set(key, row[0]!);
      }
    }
  });

  it.each([
    ['acetaminophen 500 mg liều trẻ em', 'paracetamol'],
    ['Albuterol khí dung', 'salbutamol'],
    ['adrenaline tiêm bắp', 'adrenalin'],
    ['epinephrin liều sốc phản vệ', 'adrenalin'],
    ['glyburide có gây hạ đường huyết', 'glibenclamid'],
    ['frusemide liều suy tim', 'furosemid'],
    ['lignocaine gây tê', 'lidocain'],
    ['meperidine quá liều', 'pethidin'],
    ['isoproterenol truyền tĩnh mạch', 'isoprenalin'],
    ['methimazole cho phụ nữ có thai', 'thiamazol'],
    ['rifampin tương tác', 'rifampicin'],
    ['nitroglycerine ngậm dưới lưỡi', 'nitroglycerin'],
    ['aspirin liều thấp', 'acid_acetylsalicylic'],
    ['thyroxine liều khởi đầu', 'levothyroxin'],
    ['leucovorin giải độc methotrexat', 'calci_folinat'],
  ])('%j → %s', (question, drugId) => {
    expect(findDrugMentions(BOOK, question).map((m) => m.drug_id)).toEqual([drugId]);
  });

  it('expands only to monographs the index holds', () => {
    // SCOPOLAMIN is not in this book: its USAN name names nothing, not a neighbour.
    expect(findDrugMentions(BOOK, 'scopolamine chống nôn')).toEqual([]);
    expect(findDrugMentions(BOOK, 'hyoscine liều')).toEqual([]);
  });

  it('never takes a name another monograph is titled by', () => {
    const clash = buildDrugLexicon([
      { drug_id: 'paracetamol', drug_name: 'PARACETAMOL', inn: null, trade_names: [] },
      { drug_id: 'apap_other', drug_name: 'ACETAMINOPHEN', inn: null, trade_names: [] },
    ]);
    expect(findDrugMentions(clash, 'acetaminophen').map((m) => m.drug_id)).toEqual(['apap_other']);
  });
});
