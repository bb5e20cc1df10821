import { describe, expect, it } from 'vitest';
import { foldWords } from '@/lib/text/fold-diacritics';
import { namedAsPast } from './named-as-past';

const CASES: [string, string, boolean][] = [
  [
    'BN TTPL kháng trị (đã thất bại haloperidol, risperidon, olanzapin), đang furosemid',
    'olanzapin',
    true,
  ],
  [
    'BN TTPL kháng trị (đã thất bại haloperidol, risperidon, olanzapin), đang furosemid',
    'furosemid',
    false,
  ],
  ['không đáp ứng với amitriptylin, nay chuyển sang gabapentin', 'amitriptylin', true],
  ['failed metformin and sitagliptin; now on insulin', 'sitagliptin', true],
  ['failed metformin and sitagliptin; now on insulin', 'insulin', false],
  ['đang uống warfarin, thêm paracetamol được không', 'warfarin', false],
];

describe('namedAsPast', () => {
  it.each(CASES)('%s: %s → %s', (q, name, want) => {
    expect(namedAsPast(foldWords(q), name)).toBe(want);
  });
});
