import { describe, expect, it } from 'vitest';
import { askBackDrugName, describeUnknownDrugTerms } from './ask-back-drug-name';
import { buildDrugLexicon } from './build-drug-lexicon';

const book = buildDrugLexicon([
  { drug_id: 'hydralazin', drug_name: 'HYDRALAZIN', inn: 'Hydralazine', trade_names: [] },
  { drug_id: 'hydroxyzin', drug_name: 'HYDROXYZIN', inn: 'Hydroxyzine', trade_names: [] },
  { drug_id: 'nimodipin', drug_name: 'NIMODIPIN', inn: 'Nimodipine', trade_names: [] },
]);

describe('askBackDrugName', () => {
  it('asks back between two look-alikes, each a choice', () => {
    expect(askBackDrugName('hydraxyzin liều bao nhiêu?', book)).toEqual({
      code: 'did_you_mean',
      message: 'Dược thư không có thuốc tên “hydraxyzin”. Ý bạn là: HYDROXYZIN? HYDRALAZIN?',
      choices: ['HYDROXYZIN', 'HYDRALAZIN'],
      replaces: 'hydraxyzin',
    });
  });

  it('asks back a drug of the look-alike list that the book lacks', () => {
    expect(askBackDrugName('nifedipine liều', book)?.choices).toEqual(['NIMODIPIN']);
  });

  it('is silent for a name the book has, or none near', () => {
    expect(askBackDrugName('hydralazin liều', book)).toBeNull();
    expect(askBackDrugName('Panadol cho trẻ', book)).toBeNull();
  });
});

describe('describeUnknownDrugTerms', () => {
  it('names the brand and asks for the active ingredient', () => {
    expect(describeUnknownDrugTerms(['Panadol'])).toMatch(
      /^Dược thư không có chuyên luận hay tên thương mại “Panadol”\. Hãy hỏi lại bằng tên hoạt chất/u,
    );
  });
});
