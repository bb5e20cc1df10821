import { describe, expect, it } from 'vitest';
import type { GoldenExpect, InBookExpect } from '@/lib/schema/golden-question';
import {
  abstained,
  firstHitRank,
  isHit,
  rankingMetrics,
  scoreQuestion,
  summarize,
  thresholdFailures,
  type RankedRef,
  type ScoredQuestion,
} from './score-ranking';

const ref = (drug_id: string, section_key: RankedRef['section_key']): RankedRef => ({
  drug_id,
  section_key,
});
const dose = (drug_id: string): InBookExpect => ({
  drug_id,
  section_key: 'lieu_luong_va_cach_dung',
});
const pair: InBookExpect = {
  drug_ids: ['paracetamol', 'warfarin'],
  section_key: 'tuong_tac_thuoc',
};

describe('isHit', () => {
  it.each([
    [
      'same drug and section',
      ref('amoxicilin', 'lieu_luong_va_cach_dung'),
      dose('amoxicilin'),
      true,
    ],
    ['right drug, wrong section', ref('amoxicilin', 'chong_chi_dinh'), dose('amoxicilin'), false],
    [
      'right section, wrong drug',
      ref('cefotaxim', 'lieu_luong_va_cach_dung'),
      dose('amoxicilin'),
      false,
    ],
    ['pair: first drug interaction section', ref('paracetamol', 'tuong_tac_thuoc'), pair, true],
    ['pair: second drug interaction section', ref('warfarin', 'tuong_tac_thuoc'), pair, true],
    ['pair: a third drug interaction section', ref('amikacin', 'tuong_tac_thuoc'), pair, false],
    [
      'pair: one of the drugs, other section',
      ref('warfarin', 'lieu_luong_va_cach_dung'),
      pair,
      false,
    ],
  ] as const)('%s', (_name, r, e, want) => {
    expect(isHit(r, e)).toBe(want);
  });
});

describe('firstHitRank', () => {
  it.each([
    ['empty ranking', [], dose('digoxin'), null],
    ['hit first', [ref('digoxin', 'lieu_luong_va_cach_dung')], dose('digoxin'), 1],
    [
      'hit third, earlier chunks of the same drug elsewhere',
      [
        ref('digoxin', 'than_trong'),
        ref('digoxin', 'chong_chi_dinh'),
        ref('digoxin', 'lieu_luong_va_cach_dung'),
        ref('digoxin', 'lieu_luong_va_cach_dung'),
      ],
      dose('digoxin'),
      3,
    ],
    [
      'no hit anywhere',
      [ref('digoxin', 'than_trong'), ref('furosemid', 'lieu_luong_va_cach_dung')],
      dose('digoxin'),
      null,
    ],
    [
      'pair: the second drug ranks before the first',
      [ref('amikacin', 'tuong_tac_thuoc'), ref('warfarin', 'tuong_tac_thuoc')],
      pair,
      2,
    ],
  ] as const)('%s', (_name, ranking, e, want) => {
    expect(firstHitRank(ranking, e)).toBe(want);
  });
});

describe('abstained', () => {
  it.each([
    ['ok with chunks', 'ok', [ref('digoxin', 'ma_atc')], false],
    ['ok but no chunks', 'ok', [], true],
    ['unknown drug', 'unknown_drug', [], true],
    ['no drug', 'no_drug', [], true],
    ['bad query, even if chunks came back', 'bad_query', [ref('digoxin', 'ma_atc')], true],
  ] as const)('%s', (_name, outcome, ranking, want) => {
    expect(abstained({ outcome, ranking })).toBe(want);
  });
});

describe('scoreQuestion', () => {
  const nib: GoldenExpect = { not_in_book: true };
  it.each([
    [
      'in book, hit at 2',
      dose('metformin'),
      'ok',
      [ref('metformin', 'chong_chi_dinh'), ref('metformin', 'lieu_luong_va_cach_dung')],
      { notInBook: false, abstained: false, rank: 2 },
    ],
    [
      'in book, wrongly abstained',
      dose('metformin'),
      'unknown_drug',
      [],
      { notInBook: false, abstained: true, rank: null },
    ],
    [
      'not in book, abstained',
      nib,
      'unknown_drug',
      [],
      { notInBook: true, abstained: true, rank: null },
    ],
    [
      'not in book, answered from another drug',
      nib,
      'ok',
      [ref('omeprazol', 'lieu_luong_va_cach_dung')],
      { notInBook: true, abstained: false, rank: null },
    ],
  ] as const)('%s', (_name, e, outcome, ranking, want) => {
    const scored = scoreQuestion({ id: 'q', tags: ['t'], expect: e }, { outcome, ranking });
    expect(scored).toEqual({ id: 'q', tags: ['t'], ...want });
  });
});

const scored = (
  id: string,
  rank: number | null,
  tags: string[],
  extra: Partial<ScoredQuestion> = {},
): ScoredQuestion => ({ id, tags, notInBook: false, abstained: false, rank, ...extra });

describe('rankingMetrics', () => {
  it.each([
    [
      'no questions: zeros, never NaN',
      [],
      { questions: 0, recallAt1: 0, recallAt5: 0, mrr: 0, abstained: 0 },
    ],
    [
      'ranks 1, 2, 5, 6 and a miss',
      [
        scored('a', 1, []),
        scored('b', 2, []),
        scored('c', 5, []),
        scored('d', 6, []),
        scored('e', null, []),
      ],
      {
        questions: 5,
        recallAt1: 1 / 5,
        recallAt5: 3 / 5,
        mrr: (1 + 1 / 2 + 1 / 5 + 1 / 6) / 5,
        abstained: 0,
      },
    ],
    [
      'an abstention is a miss and is counted',
      [scored('a', 1, []), scored('b', null, [], { abstained: true })],
      { questions: 2, recallAt1: 0.5, recallAt5: 0.5, mrr: 0.5, abstained: 1 },
    ],
  ] as const)('%s', (_name, group, want) => {
    const got = rankingMetrics(group);
    expect(got.questions).toBe(want.questions);
    expect(got.recallAt1).toBeCloseTo(want.recallAt1, 10);
    expect(got.recallAt5).toBeCloseTo(want.recallAt5, 10);
    expect(got.mrr).toBeCloseTo(want.mrr, 10);
    expect(got.abstained).toBe(want.abstained);
  });
});

describe('summarize', () => {
  const questions: ScoredQuestion[] = [
    scored('dose-1', 1, ['dosing', 'typo']),
    scored('dose-2', 4, ['dosing']),
    scored('preg-1', null, ['pregnancy'], { abstained: true }),
    {
      id: 'nib-1',
      tags: ['not_in_book', 'near_miss'],
      notInBook: true,
      abstained: true,
      rank: null,
    },
    {
      id: 'nib-2',
      tags: ['not_in_book', 'near_miss'],
      notInBook: true,
      abstained: false,
      rank: null,
    },
    {
      id: 'nib-3',
      tags: ['not_in_book', 'invented'],
      notInBook: true,
      abstained: true,
      rank: null,
    },
  ];
  const summary = summarize(questions);

  it('keeps not-in-book questions out of the ranking metrics', () => {
    expect(summary.inBook.questions).toBe(3);
    expect(summary.inBook.recallAt5).toBeCloseTo(2 / 3, 10);
    expect(summary.inBook.abstained).toBe(1);
  });

  it('computes not-in-book precision as abstained / not-in-book questions', () => {
    expect(summary.notInBook).toEqual({ questions: 3, abstained: 2, precision: 2 / 3 });
  });

  it('groups by tag, sorted, without the not_in_book tag itself', () => {
    expect([...summary.inBookByTag.keys()]).toEqual(['dosing', 'pregnancy', 'typo']);
    expect(summary.inBookByTag.get('dosing')?.recallAt1).toBeCloseTo(0.5, 10);
    expect([...summary.notInBookByTag.keys()]).toEqual(['invented', 'near_miss']);
    expect(summary.notInBookByTag.get('near_miss')).toEqual({
      questions: 2,
      abstained: 1,
      precision: 0.5,
    });
  });

  it.each([
    ['below both thresholds', summary, 2],
    [
      'at the thresholds exactly',
      summarize([
        ...Array.from({ length: 19 }, (_, i) => scored(`in-${i}`, 1, ['x'])),
        scored('in-miss', null, ['x']),
        ...Array.from({ length: 19 }, (_, i) => ({
          id: `nib-${i}`,
          tags: ['not_in_book'],
          notInBook: true,
          abstained: true,
          rank: null,
        })),
        { id: 'nib-leak', tags: ['not_in_book'], notInBook: true, abstained: false, rank: null },
      ]),
      0,
    ],
  ] as const)('thresholdFailures: %s', (_name, s, count) => {
    expect(thresholdFailures(s)).toHaveLength(count);
  });
});
