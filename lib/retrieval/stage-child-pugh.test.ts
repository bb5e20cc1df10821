import { describe, expect, it } from 'vitest';
import { foldWords } from '@/lib/text/fold-diacritics';
import { stageChildPugh } from './stage-child-pugh';

/** [question, class, score lower bound] or null when fewer than two items are typed. */
const CASES: [string, ['A' | 'B' | 'C', number] | null][] = [
  // 3 + 3 + 3 + 1 + 1: class C.
  ['viêm gan rượu cấp: bilirubin TP 14 mg/dl, INR 2,4, albumin 2,7 g/dl', ['C', 11]],
  // Bilirubin 2,5 (2), albumin 3,0 (2), INR 1,5 (1), no ascites or encephalopathy named (1 + 1).
  ['xơ gan, bilirubin 2,5 mg/dl, albumin 3,0 g/dl, INR 1,5', ['B', 7]],
  // All normal: 5 points, class A.
  ['bilirubin 0,8 mg/dl, albumin 4,2 g/dl, INR 1,0', ['A', 5]],
  // µmol/l and g/l: bilirubin 60 µmol/l (3), albumin 30 g/l (2), ascites (2).
  ['Bilirubin 60 µmol/l, albumin 30 g/l, cổ trướng', ['B', 9]],
  // Tense ascites (3), asterixis (2), bilirubin 1,5 mg/dl (1), INR and albumin untyped (1 + 1).
  ['cirrhosis with tense ascites and asterixis, bilirubin 1.5 mg/dl', ['B', 8]],
  // A relative's words beside a cirrhosis: jaundice (2), ascites tapped (3), confusion (2), INR
  // and albumin untyped (1 + 1). First-set batch 87.
  ['xơ gan do viêm gan C: da vàng, bụng báng nước phải chọc tháo, có lúc lơ mơ lú lẫn', ['B', 9]],
  // The same words with no liver disease named stage nothing: confusion may be anything.
  ['BN lơ mơ, da vàng, INR 9 sau uống quá liều acenocoumarol', null],
  // One item only: not staged.
  ['bilirubin 14 mg/dl', null],
  ['INR 2,5 do warfarin', null],
  ['Clcr 40 ml/phút, 70 tuổi', null],
];

describe('stageChildPugh', () => {
  it.each(CASES)('%s', (q, want) => {
    const got = stageChildPugh(foldWords(q));
    expect(got && [got.child_pugh, got.score]).toEqual(want);
  });
});
