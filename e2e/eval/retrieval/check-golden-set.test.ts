import { describe, expect, it } from 'vitest';
import type { SampleTruth } from '@/lib/schema/sample-truth';
import { checkGoldenSet, locateEvidence, namesDrug } from './check-golden-set';
import type { GoldenQuestion } from '@/lib/schema/golden-question';

// A three-monograph truth with one lifted table, shaped like truth.json (only what the check reads).
const section = (key: string, text: string) => ({
  key,
  heading_text: key,
  heading_physical_page: 1,
  heading_bbox: [0, 0, 1, 1],
  text,
});
const truth = {
  monographs: [
    {
      drug_id: 'cefotaxim',
      drug_name: 'CEFOTAXIM',
      sections: [
        section('lieu_luong_va_cach_dung', 'Người lớn: 1 g/lần,\ncách 12 giờ một lần.'),
        section('tuong_tac_thuoc', 'Với probenecid: tăng nồng độ cefotaxim.'),
      ],
    },
    {
      drug_id: 'warfarin',
      drug_name: 'WARFARIN',
      sections: [
        section(
          'tuong_tac_thuoc',
          'Thay đổi khi dùng với amikacin, cefotaxim, verapamil và zidovudin.',
        ),
      ],
    },
    {
      drug_id: 'kali_clorid',
      drug_name: 'KALI CLORID',
      sections: [section('tuong_tac_thuoc', 'Với cefotaxime: không ghi nhận.')],
    },
  ],
  blocks: [
    {
      drug_id: 'cefotaxim',
      section_key: 'lieu_luong_va_cach_dung',
      kind: 'table',
      header_rows: [['Cân nặng (kg)', 'Liều mỗi lần (mg)']],
      rows: [['18 - dưới 21', '975']],
      formula: null,
    },
  ],
} as unknown as Pick<SampleTruth, 'monographs' | 'blocks'>;

const question = (
  id: string,
  expect: GoldenQuestion['expect'],
  evidence?: string,
  tags: string[] = ['t'],
): GoldenQuestion => ({
  id,
  question: id,
  expect,
  tags: 'not_in_book' in expect ? ['not_in_book'] : tags,
  ...(evidence ? { evidence } : {}),
});
const dose = { drug_id: 'cefotaxim', section_key: 'lieu_luong_va_cach_dung' } as const;

describe('locateEvidence', () => {
  it.each([
    [
      'prose, across a wrapped line and in another case',
      ['cefotaxim'],
      'lieu_luong_va_cach_dung',
      '1 G/LẦN, cách 12 giờ',
      'prose',
    ],
    [
      'a table cell of the section',
      ['cefotaxim'],
      'lieu_luong_va_cach_dung',
      '18 - dưới 21',
      'block',
    ],
    ['a table cell, but asked in another section', ['cefotaxim'], 'tuong_tac_thuoc', '975', null],
    [
      'printed in the second drug of a pair',
      ['cefotaxim', 'warfarin'],
      'tuong_tac_thuoc',
      'zidovudin',
      'prose',
    ],
    ['not printed', ['warfarin'], 'tuong_tac_thuoc', 'ceftriaxon', null],
    [
      'needs the diacritics the book prints',
      ['cefotaxim'],
      'lieu_luong_va_cach_dung',
      'nguoi lon',
      null,
    ],
  ] as const)('%s', (_name, drugs, key, evidence, want) => {
    expect(locateEvidence(truth, drugs, key, evidence)).toBe(want);
  });
});

describe('checkGoldenSet', () => {
  it.each([
    ['a question that fits', question('ok', dose, 'cách 12 giờ'), []],
    ['not-in-book questions are not looked up', question('nib', { not_in_book: true }), []],
    [
      'unknown drug',
      question('q', { drug_id: 'ceftriaxon', section_key: 'chong_chi_dinh' }),
      ['q: drug_id "ceftriaxon" is not a monograph of the book'],
    ],
    [
      'missing section',
      question('q', { drug_id: 'warfarin', section_key: 'thoi_ky_cho_con_bu' }),
      ['q: WARFARIN has no section "thoi_ky_cho_con_bu"'],
    ],
    [
      'a pair printed in one of the two sections',
      question(
        'q',
        { drug_ids: ['warfarin', 'cefotaxim'], section_key: 'tuong_tac_thuoc' },
        'amikacin',
      ),
      [],
    ],
    [
      'a pair printed in neither interaction section',
      question('q', { drug_ids: ['cefotaxim', 'kali_clorid'], section_key: 'tuong_tac_thuoc' }),
      ['q: neither cefotaxim nor kali_clorid names the other in its tuong_tac_thuoc'],
    ],
    [
      'a table tag where the section has a lifted table',
      question('q', dose, undefined, ['weight_table', 'block']),
      [],
    ],
    [
      'a formula tag where the section only has a table',
      question('q', dose, undefined, ['formula']),
      ['q: tagged formula but cefotaxim · lieu_luong_va_cach_dung has no lifted formula'],
    ],
    [
      'a block tag on a section without blocks',
      question('q', { drug_id: 'warfarin', section_key: 'tuong_tac_thuoc' }, undefined, ['block']),
      ['q: tagged block but warfarin · tuong_tac_thuoc has no lifted block'],
    ],
    [
      'evidence the section does not print',
      question('q', { drug_id: 'warfarin', section_key: 'tuong_tac_thuoc' }, 'tramadol'),
      ['q: evidence "tramadol" is not printed in warfarin · tuong_tac_thuoc'],
    ],
  ] as const)('%s', (_name, q, want) => {
    expect(checkGoldenSet([q], truth)).toEqual(want);
  });
});

describe('namesDrug', () => {
  it.each([
    ['a whole name', 'Với warfarin: tăng INR.', 'WARFARIN', true],
    ['a two-word title', 'giảm hấp thu kali clorid khi uống cùng', 'KALI CLORID', true],
    ['inside a longer name', 'dùng cùng valaciclovir', 'ACICLOVIR', false],
    ['a prefix of a longer name', 'methylprednisolon', 'PREDNISOLON', false],
    ['only one word of a two-word title', 'natri clorid 0,9%', 'KALI CLORID', false],
    ['another spelling', 'cefotaxime', 'CEFOTAXIM', false],
  ])('%s', (_name, text, drugName, want) => {
    expect(namesDrug(text, drugName)).toBe(want);
  });
});
