import type { DrugLexiconEntry } from './drug-lexicon';

/**
 * Test fixture: 33 monographs shaped like the book's (Vietnamese INN titles, the English INN
 * line, invented trade names). Trade names here are made up for the tests — none is a real
 * product. Includes the book's awkward shapes: a class title (VITAMIN D VÀ CÁC THUỐC TƯƠNG
 * TỰ), a combination title (A VÀ B), a bracketed analogue (ACID ASCORBIC (VITAMIN C)), an
 * oxidation state (SẮT (II) SULFAT), a salt in the title (ATROPIN SULFAT), a title made of
 * Vietnamese words (THAN HOẠT), a name under 5 letters (IOD), an INN line with a variant in brackets, and two trade names
 * that are ordinary Vietnamese when folded ("Sao" — "thì sao?" —, "Gom Gom") or prose debris.
 */
export const FIXTURE_DRUGS: DrugLexiconEntry[] = [
  {
    drug_id: 'amoxicilin',
    drug_name: 'AMOXICILIN',
    inn: 'Amoxicillin.',
    trade_names: ['Amoxinol 500', 'Moxilab'],
  },
  {
    drug_id: 'amoxicilin_va_acid_clavulanic',
    drug_name: 'AMOXICILIN VÀ ACID CLAVULANIC',
    inn: 'Amoxicillin and clavulanic acid.',
    trade_names: ['Clavumox Duo'],
  },
  {
    drug_id: 'cefotaxim',
    drug_name: 'CEFOTAXIM',
    inn: 'Cefotaxime.',
    trade_names: ['Taxicefin'],
  },
  {
    drug_id: 'ceftriaxon',
    drug_name: 'CEFTRIAXON',
    inn: 'Ceftriaxone.',
    trade_names: ['Triaxobet 1 g'],
  },
  {
    drug_id: 'paracetamol',
    drug_name: 'PARACETAMOL',
    inn: 'Paracetamol.',
    trade_names: ['Febrinol', 'Hạ Nhiệt Kid'],
  },
  {
    drug_id: 'acid_acetylsalicylic',
    drug_name: 'ACID ACETYLSALICYLIC',
    inn: 'Acetylsalicylic acid.',
    trade_names: ['Aspirin 81', 'Cardiosal'],
  },
  {
    drug_id: 'natri_clorid',
    drug_name: 'NATRI CLORID',
    inn: 'Sodium chloride.',
    trade_names: ['Salinex Eye'],
  },
  {
    drug_id: 'kali_clorid',
    drug_name: 'KALI CLORID',
    inn: 'Potassium chloride.',
    trade_names: ['Kalisorb'],
  },
  {
    drug_id: 'magnesi_sulfat',
    drug_name: 'MAGNESI SULFAT',
    inn: 'Magnesium sulfate.',
    trade_names: [],
  },
  {
    drug_id: 'calci_gluconat',
    drug_name: 'CALCI GLUCONAT',
    inn: 'Calcium gluconate.',
    trade_names: ['Calgluvin'],
  },
  {
    drug_id: 'sat_ii_sulfat',
    drug_name: 'SẮT (II) SULFAT',
    inn: 'Ferrous sulfate.',
    trade_names: ['Ferrolin'],
  },
  {
    drug_id: 'vitamin_d_va_cac_thuoc_tuong_tu',
    drug_name: 'VITAMIN D VÀ CÁC THUỐC TƯƠNG TỰ',
    inn: null,
    trade_names: ['Calcidrop'],
  },
  {
    drug_id: 'acid_ascorbic',
    drug_name: 'ACID ASCORBIC (VITAMIN C)',
    inn: 'Ascorbic acid.',
    trade_names: ['Cevitol 500'],
  },
  {
    drug_id: 'warfarin',
    drug_name: 'WARFARIN',
    inn: 'Warfarin.',
    trade_names: ['Coumarex'],
  },
  {
    drug_id: 'acenocoumarol',
    drug_name: 'ACENOCOUMAROL',
    inn: 'Acenocoumarol.',
    trade_names: ['Sintrolin'],
  },
  {
    drug_id: 'metformin',
    drug_name: 'METFORMIN',
    inn: 'Metformin.',
    trade_names: ['Glucofin 850', 'Sao'],
  },
  {
    drug_id: 'insulin',
    drug_name: 'INSULIN',
    inn: 'Insulin.',
    trade_names: ['Insulatard-X'],
  },
  {
    drug_id: 'acetylcystein',
    drug_name: 'ACETYLCYSTEIN',
    inn: 'Acetylcysteine.',
    trade_names: ['Mucoclear 200', 'Gom Gom'],
  },
  {
    drug_id: 'aciclovir',
    drug_name: 'ACICLOVIR',
    inn: 'Aciclovir (Acyclovir).',
    trade_names: ['Herpevir'],
  },
  {
    drug_id: 'clindamycin',
    drug_name: 'CLINDAMYCIN',
    inn: 'Clindamycin.',
    trade_names: ['Dalacinex'],
  },
  {
    drug_id: 'spironolacton',
    drug_name: 'SPIRONOLACTON',
    inn: 'Spironolactone.',
    trade_names: ['Aldactolin'],
  },
  {
    drug_id: 'furosemid',
    drug_name: 'FUROSEMID',
    inn: 'Furosemide.',
    trade_names: ['Lasixen'],
  },
  {
    drug_id: 'digoxin',
    drug_name: 'DIGOXIN',
    inn: 'Digoxin.',
    trade_names: ['Lanoxal'],
  },
  {
    drug_id: 'atropin_sulfat',
    drug_name: 'ATROPIN SULFAT',
    inn: 'Atropine sulfate.',
    trade_names: [],
  },
  {
    drug_id: 'clorpheniramin',
    drug_name: 'CLORPHENIRAMIN',
    inn: 'Chlorphenamine (Chlorpheniramine).',
    trade_names: ['Allerfen 4'],
  },
  {
    drug_id: 'ciprofloxacin',
    drug_name: 'CIPROFLOXACIN',
    inn: 'Ciprofloxacin.',
    trade_names: ['Ciproxen'],
  },
  {
    drug_id: 'gentamicin',
    drug_name: 'GENTAMICIN',
    inn: 'Gentamicin.',
    trade_names: ['Gentalin 80'],
  },
  {
    drug_id: 'theophylin',
    drug_name: 'THEOPHYLIN',
    inn: 'Theophylline.',
    trade_names: ['Theolair-R'],
  },
  {
    drug_id: 'dexamethason',
    drug_name: 'DEXAMETHASON',
    inn: 'Dexamethasone.',
    trade_names: ['Dexalone'],
  },
  {
    drug_id: 'omeprazol',
    drug_name: 'OMEPRAZOL',
    inn: 'Omeprazole.',
    trade_names: ['Omezolin 20'],
  },
  {
    drug_id: 'ibuprofen',
    drug_name: 'IBUPROFEN',
    inn: 'Ibuprofen.',
    trade_names: ['Brufenol', 'duoi 5 tuoi nen dung dung dich loang hon'],
  },
  {
    drug_id: 'iod',
    drug_name: 'IOD',
    inn: 'Iodine.',
    trade_names: [],
  },
  {
    drug_id: 'than_hoat',
    drug_name: 'THAN HOẠT',
    inn: 'Charcoal, activated.',
    trade_names: ['Carbotox'],
  },
];
