import { describe, expect, it } from 'vitest';
import { foldWords } from '@/lib/text/fold-diacritics';
import { namedAsPast, namedOnlyToCompare } from './named-as-past';

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
  // a comma that turns to now ends the list left (unseen batch 144, first run)
  [
    'TTPL kháng trị đã thất bại risperidon và olanzapin, hiện đang hóa trị FOLFOX chu kỳ 3',
    'folfox',
    false,
  ],
  ['failed amitriptyline, currently on pregabalin', 'pregabalin', false],
  // a drug replaced (unseen batch 144)
  ['muốn dùng enoxaparin chống đông dây lọc thay heparin', 'heparin', true],
  ['enoxaparin instead of heparin for the circuit', 'heparin', true],
  // a valve replaced is no drug replaced (first-set batch 86)
  ['thay van hai la co hoc dang uong acenocoumarol, INR 3,0', 'acenocoumarol', false],
  ['đang dùng heparin, thay bằng enoxaparin được không', 'enoxaparin', false],
  ['đã thất bại risperidon và olanzapin, hiện đang hóa trị FOLFOX', 'olanzapin', true],
];

describe('namedAsPast', () => {
  it.each(CASES)('%s: %s → %s', (q, name, want) => {
    expect(namedAsPast(foldWords(q), name)).toBe(want);
  });
});

describe('namedOnlyToCompare', () => {
  it.each([
    // unseen batch 44 (first run)
    [
      'Will protamine sulfate reverse enoxaparin as effectively as it reverses unfractionated heparin?',
      'heparin',
      true,
    ],
    ['Enoxaparin có tác dụng kéo dài hơn so với heparin không?', 'heparin', true],
    ['Bn đang truyền heparin, chuyển sang enoxaparin thế nào?', 'heparin', false],
    ['Đang dùng heparin, so với heparin thì enoxaparin thế nào?', 'heparin', false],
    ['Diclofenac dùng cùng methotrexat được không?', 'methotrexat', false],
    ['What fraction of a codeine dose is converted to morphine?', 'morphine', true],
    // a metabolite, in a bracketed list (unseen batch 49, once stems named its class)
    [
      'How long are the half-lives of its active metabolites (nordiazepam, temazepam, oxazepam)?',
      'oxazepam',
      true,
    ],
    ['Đang uống oxazepam, chất chuyển hóa của diazepam có tích lũy không?', 'oxazepam', false],
    ['BS tâm thần muốn chuyển sang clozapin, đang duy trì hydroxyurea?', 'clozapin', false],
  ])('%s / %s → %s', (question, name, expected) => {
    expect(namedOnlyToCompare(foldWords(question), name)).toBe(expected);
  });
});
