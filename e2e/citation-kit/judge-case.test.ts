import { describe, expect, it } from 'vitest';
import { citationCaseSchema, type CitationCaseInput } from '@/lib/schema/citation-case';
import type { CaseObservation, ObservedCitation } from '@/lib/schema/citation-case-result';
import {
  judgeCase,
  parseChipLabel,
  pickCitationToOpen,
  verdictOf,
  viewerPagesOfFolio,
  type FolioMap,
} from './judge-case';

/** A book whose folios do not follow a constant offset: PDF page 3 prints nothing. */
const FOLIOS: FolioMap = [
  { physical_page: 0, printed_page: 'i' },
  { physical_page: 1, printed_page: '56' },
  { physical_page: 2, printed_page: null },
  { physical_page: 3, printed_page: '57' },
  { physical_page: 4, printed_page: '58' },
];

const DOSE_CASE: CitationCaseInput = {
  id: 'vanco',
  question: 'Liều vancomycin ở người suy thận?',
  drug_name: 'VANCOMYCIN',
  section_key: 'lieu_luong_va_cach_dung',
  printed_pages: ['57'],
  must_contain: ['Người cao tuổi'],
  must_not_contain: ['140 - tuổi'],
  crop: true,
};

const CHIP: ObservedCitation = {
  chunk_id: 'vancomycin__lieu_luong_va_cach_dung__1',
  printed_page: '57',
  physical_page: 3,
  label: '[1] Vancomycin · Liều lượng và cách dùng · tr. 57',
};

const SEEN: CaseObservation = {
  answer_status: 'done',
  answer_text: 'Người cao tuổi: Điều chỉnh liều theo chức năng thận [1]. Công thức ở trang 57',
  notices: ['quarantined_content'],
  citations: [CHIP],
  crops: [{ block_id: 'vancomycin__f1', printed_page: '57', loaded: true }],
  opened: { citation_index: 0, current_page: 4, highlights: 2, highlighted_spans: 12 },
};

function judge(input: Partial<CitationCaseInput>, seen: Partial<CaseObservation>) {
  const testCase = citationCaseSchema.parse({ ...DOSE_CASE, ...input });
  return judgeCase(testCase, { ...SEEN, ...seen }, FOLIOS);
}

function failedChecks(input: Partial<CitationCaseInput>, seen: Partial<CaseObservation>): string[] {
  return judge(input, seen)
    .filter((c) => !c.ok)
    .map((c) => c.check);
}

describe('parseChipLabel', () => {
  it.each([
    ['[1] Vancomycin · Liều lượng và cách dùng · tr. 57', 'Vancomycin', ['57']],
    [
      '[12] VITAMIN D VÀ CÁC THUỐC TƯƠNG TỰ · Chỉ định · tr. 81–82',
      'VITAMIN D VÀ CÁC THUỐC TƯƠNG TỰ',
      ['81', '82'],
    ],
    ['[2]  Amoxicilin ·  Thận trọng · tr. xii', 'Amoxicilin', ['xii']],
  ])('reads %s', (label, drug, pages) => {
    expect(parseChipLabel(label)).toMatchObject({ drug, pages });
  });

  it.each(['[1] Vancomycin', 'Vancomycin · tr. 57', '[1] Vancomycin · Liều · trang 57'])(
    'refuses %s',
    (label) => expect(parseChipLabel(label)).toBeNull(),
  );
});

describe('viewerPagesOfFolio', () => {
  it('maps a folio to the 1-based viewer page through the map, never an offset', () => {
    expect(viewerPagesOfFolio(FOLIOS, '57')).toEqual([4]);
    expect(viewerPagesOfFolio(FOLIOS, 'i')).toEqual([1]);
    expect(viewerPagesOfFolio(FOLIOS, '99')).toEqual([]);
  });
});

describe('judgeCase', () => {
  it('passes an answer that cites, opens, highlights and shows its crop as the case says', () => {
    const checks = judge({}, {});
    expect(checks.filter((c) => !c.ok)).toEqual([]);
    expect(verdictOf(checks)).toBe('pass');
    expect(checks.map((c) => c.check)).toEqual([
      'answer',
      'answered',
      'citation',
      'page_opened',
      'highlight',
      'crop',
      'quarantine_notice',
      'must_contain',
      'must_not_contain',
    ]);
  });

  it.each<[string, Partial<CitationCaseInput>, Partial<CaseObservation>, string[]]>([
    ['a wrong printed page', { printed_pages: ['58'] }, {}, ['citation']],
    ['any listed page may be cited', { printed_pages: ['56', '57'] }, {}, []],
    [
      'the end of a cited range counts',
      { printed_pages: ['58'] },
      { citations: [{ ...CHIP, label: '[1] Vancomycin · Liều lượng và cách dùng · tr. 57–58' }] },
      [],
    ],
    ['another drug', { drug_name: 'GENTAMICIN' }, {}, ['citation']],
    ['another section', { section_key: 'chong_chi_dinh' }, {}, ['citation']],
    ['drug names compare case-insensitively', { drug_name: 'vancomycin' }, {}, []],
    ['an unreadable chip label', {}, { citations: [{ ...CHIP, label: 'tr. 57' }] }, ['citation']],
    [
      'no citations',
      {},
      { citations: [], opened: null },
      ['answered', 'citation', 'page_opened', 'highlight'],
    ],
    [
      'a not_found notice on an answer case',
      {},
      { notices: ['not_found', 'quarantined_content'] },
      ['answered'],
    ],
    [
      'the viewer on another page',
      {},
      { opened: { ...SEEN.opened!, current_page: 3 } },
      ['page_opened'],
    ],
    [
      'a chip whose PDF page disagrees with the folio map',
      {},
      { citations: [{ ...CHIP, physical_page: 2 }], opened: { ...SEEN.opened!, current_page: 3 } },
      ['page_opened'],
    ],
    [
      'a folio the book does not print',
      { printed_pages: ['99'] },
      {
        citations: [
          {
            ...CHIP,
            printed_page: '99',
            label: '[1] Vancomycin · Liều lượng và cách dùng · tr. 99',
          },
        ],
      },
      ['page_opened'],
    ],
    [
      'a highlight over no text',
      {},
      { opened: { ...SEEN.opened!, highlighted_spans: 0 } },
      ['highlight'],
    ],
    [
      'no highlight',
      {},
      { opened: { ...SEEN.opened!, highlights: 0, highlighted_spans: 0 } },
      ['highlight'],
    ],
    ['a missing crop', {}, { crops: [] }, ['crop']],
    ['a crop that did not load', {}, { crops: [{ ...SEEN.crops[0]!, loaded: false }] }, ['crop']],
    ['a crop where none is expected', { crop: false }, {}, ['crop']],
    ['a crop without the quarantine notice', {}, { notices: [] }, ['quarantine_notice']],
    ['a missing must_contain', { must_contain: ['Trẻ em'] }, {}, ['must_contain']],
    ['must_contain ignores case and spacing', { must_contain: ['người  CAO tuổi'] }, {}, []],
    [
      'a forbidden string shown',
      { must_not_contain: ['chức năng thận'] },
      {},
      ['must_not_contain'],
    ],
    ['an unfinished answer stops the checks', {}, { answer_status: 'incomplete' }, ['answer']],
  ])('%s', (_name, input, seen, failed) => {
    expect(failedChecks(input, seen)).toEqual(failed);
  });

  it('names what the cited chip has instead of the expected page', () => {
    const citation = judge({ printed_pages: ['58'] }, {}).find((c) => c.check === 'citation');
    expect(citation?.detail).toContain('VANCOMYCIN · Liều lượng và cách dùng · tr. 58');
    expect(citation?.detail).toContain('printed page 57');
  });

  const NOT_FOUND: Partial<CitationCaseInput> = {
    form: 'not_found',
    drug_name: undefined,
    section_key: undefined,
    printed_pages: undefined,
    must_contain: [],
    must_not_contain: ['mg'],
    crop: false,
  };
  const ABSTAINED: Partial<CaseObservation> = {
    answer_text: 'Không tìm thấy thông tin này trong Dược thư.',
    notices: ['not_found'],
    citations: [],
    crops: [],
    opened: null,
  };

  it.each<[string, Partial<CaseObservation>, string[]]>([
    ['an abstention passes', {}, []],
    ['an answer with a citation fails', { citations: [CHIP] }, ['not_found']],
    ['no not_found notice fails', { notices: [] }, ['not_found']],
    ['a crop fails', { crops: SEEN.crops }, ['crop']],
    ['a dose in the text fails', { answer_text: 'Liều 500 mg' }, ['must_not_contain']],
  ])('not_found: %s', (_name, seen, failed) => {
    expect(failedChecks(NOT_FOUND, { ...ABSTAINED, ...seen })).toEqual(failed);
  });

  it('crop_only needs its crop but no quarantine notice', () => {
    expect(failedChecks({ form: 'crop_only' }, { notices: [] })).toEqual([]);
    expect(failedChecks({ form: 'crop_only' }, { notices: [], crops: [] })).toEqual(['crop']);
  });
});

describe('pickCitationToOpen', () => {
  const testCase = citationCaseSchema.parse(DOSE_CASE);
  const other = { ...CHIP, label: '[1] Vancomycin · Chỉ định · tr. 56', printed_page: '56' };

  it('opens the first citation that is the expected one', () => {
    expect(
      pickCitationToOpen(testCase, [other, { ...CHIP, label: CHIP.label.replace('[1]', '[2]') }]),
    ).toBe(1);
  });

  it('opens the first citation when none is, so the screenshot shows what was cited', () => {
    expect(pickCitationToOpen(testCase, [other])).toBe(0);
  });
});
