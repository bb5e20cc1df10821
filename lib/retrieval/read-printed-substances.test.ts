import { describe, expect, it } from 'vitest';
import { buildDrugLexicon } from './build-drug-lexicon';
import { understandQuery } from './understand-query';
import {
  printedFormsOf,
  printedSubstancesOf,
  readPrintedSubstances,
} from './read-printed-substances';

describe('readPrintedSubstances', () => {
  it.each([
    ['Probenecid: Làm giảm thanh thải qua thận của furosemid.', ['probenecid', 'furosemid']],
    ['Người bệnh gây mê có dùng hydroxydion (Viadril).', ['hidroxidion', 'viadril']],
    // Vietnamese words, English function words and lab terms are no substance
    ['Thận trọng khi dùng cùng thuốc chống đông, theo dõi creatinin.', []],
    ['Nồng độ thuốc trong huyết thanh tăng nhanh.', []],
    // an element alone is an ion or a lab value; its salt is named with it
    ['Tránh chế độ ăn nhiều natri; dùng natri bicarbonat.', ['bicarbonat']],
    // initials and short words are not read
    ['Theo dõi INR và IgE.', []],
  ])('%s', (text, keys) => {
    expect(readPrintedSubstances(text).sort()).toEqual([...keys].sort());
  });

  it('reads only the sections that name substances as substances', () => {
    expect(
      printedSubstancesOf([
        { key: 'tuong_tac_thuoc', text: 'Acarbose làm giảm nồng độ digoxin.' },
        { key: 'than_trong', text: 'Người có đặt stent.' },
        { key: 'duoc_ly_va_co_che_tac_dung', text: 'Enterococcus thường kháng thuốc.' },
      ]),
    ).toEqual(['acarbos', 'digoxin']);
  });
});

describe('DrugLexicon.printedSubstances', () => {
  it("keeps a drug's printed substances less its own name words", () => {
    const lexicon = buildDrugLexicon([
      {
        drug_id: 'cotrimoxazol',
        drug_name: 'COTRIMOXAZOL',
        inn: 'Sulfamethoxazole and trimethoprim.',
        trade_names: [],
        printed_substances: ['trimetoprim', 'pirimetamin'],
      },
      { drug_id: 'digoxin', drug_name: 'DIGOXIN', inn: null, trade_names: [] },
    ]);
    expect([...(lexicon.printedSubstances.get('cotrimoxazol') ?? [])]).toEqual(['pirimetamin']);
    expect(lexicon.printedSubstances.has('digoxin')).toBe(false);
  });
});

describe('a printed substance named beside the drug', () => {
  const lexicon = buildDrugLexicon([
    {
      drug_id: 'diclofenac',
      drug_name: 'DICLOFENAC',
      inn: 'Diclofenac.',
      trade_names: [],
      printed_substances: printedSubstancesOf([
        { key: 'tuong_tac_thuoc', text: 'Probenecid có thể làm nồng độ diclofenac tăng lên.' },
      ]),
    },
  ]);
  it.each([
    ['Gout patient on probenecid, will probenecid change the diclofenac level?', ['probenecid']],
    // an oxazolidinone by its INN stem (unseen batch 31)
    ['Patient on day 6 of IV linezolid: diclofenac dose?', ['linezolid']],
    // a name the monograph does not print, with no cue and no INN stem, is no second drug
    ['Bn dùng diclofenac, có viêm gout, liều bao nhiêu?', []],
  ])('%s', (q, terms) => {
    expect(understandQuery(q, [], lexicon).otherDrugTerms).toEqual(terms);
  });
});

describe('printedFormsOf', () => {
  it.each<[string, string, string[]]>([
    // the acid form the monograph prints (unseen batch 28: "IV enalaprilat" found no drug)
    [
      'ENALAPRIL',
      'Liều enalaprilat tĩnh mạch 1,25 mg; Enalaprilat tương kỵ với phenytoin.',
      ['enalaprilat'],
    ],
    // other words that start with the name are no form of it
    ['ENALAPRIL', 'Enalapril maleat; enalaprilum; enalaprilic.', []],
    // short titles make no stem
    ['SAT', 'Sắt sulfat.', []],
  ])('%s', (title, text, forms) => {
    expect(printedFormsOf(title, [{ key: 'lieu_luong_va_cach_dung', text }])).toEqual(forms);
  });

  it('lets the lexicon find the drug by its printed form', () => {
    const lexicon = buildDrugLexicon([
      {
        drug_id: 'enalapril',
        drug_name: 'ENALAPRIL',
        inn: 'Enalapril.',
        trade_names: [],
        printed_forms: ['enalaprilat'],
      },
    ]);
    expect(
      understandQuery('Post-op patient on IV enalaprilat: for how long?', [], lexicon).drugs,
    ).toEqual(['enalapril']);
  });
});
