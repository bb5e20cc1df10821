import { describe, expect, it } from 'vitest';
import { makeChunk } from '@/lib/schema/testing/make-chunk';
import { makeCandidate } from '@/lib/answer/testing/make-candidate';
import type { SectionKey } from '@/lib/schema/section-keys';
import type { Candidate } from './candidate';
import { rareWordsLine } from './rare-words-line';

const dose = makeChunk({ drug_id: 'x', section_key: 'lieu_luong_va_cach_dung', source_text: 'x' });
const adr = makeChunk({ drug_id: 'x', section_key: 'tac_dung_khong_mong_muon', source_text: 'y' });

const line = (
  text: string,
  weighted: number,
  matched = 2,
  extra: Partial<Candidate> = {},
): Candidate => makeCandidate(dose, text, { matched, weighted, phrased: weighted, ...extra });

const CASES: [string, Candidate[], SectionKey | undefined, string | undefined][] = [
  [
    'one long word no other line holds is enough',
    [line('A', 1, 1), line('tularemia', 3.7, 1, { uniqueWord: true })],
    'lieu_luong_va_cach_dung',
    'tularemia',
  ],
  [
    'one word that is not so is not',
    [line('A', 1, 1), line('B', 3.7, 1)],
    'lieu_luong_va_cach_dung',
    undefined,
  ],
  [
    'the line clearly heaviest leads',
    [line('A', 1), line('Lyme', 3), line('C', 1.5)],
    'lieu_luong_va_cach_dung',
    'Lyme',
  ],
  [
    'no line stands out: none',
    [line('A', 2), line('B', 2.5)],
    'lieu_luong_va_cach_dung',
    undefined,
  ],
  [
    'one word of the question only: none',
    [line('A', 0.2), line('B', 3, 1)],
    'lieu_luong_va_cach_dung',
    undefined,
  ],
  [
    'another section is not read',
    [line('A', 1), line('A2', 1.2), line('B', 5, 2, { chunk: adr })],
    'lieu_luong_va_cach_dung',
    undefined,
  ],
  ['no section asked: any', [line('A', 1), line('B', 5, 2, { chunk: adr })], undefined, 'B'],
  [
    'a line for another age group is not read',
    [line('A', 1), line('A2', 1.2), line('Trẻ em', 5, 2, { otherPopulation: true })],
    'lieu_luong_va_cach_dung',
    undefined,
  ],
  ['nothing weighs: none', [line('A', 0), line('B', 0)], 'lieu_luong_va_cach_dung', undefined],
];

describe('rareWordsLine', () => {
  it.each(CASES)('%s', (_name, pool, section, want) => {
    expect(rareWordsLine(pool, section)?.text).toBe(want);
  });
});
