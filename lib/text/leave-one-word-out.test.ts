import { describe, expect, it } from 'vitest';
import { leaveOneWordOut } from './leave-one-word-out';

describe('leaveOneWordOut', () => {
  it.each<[string, boolean, string[]]>([
    ['glycosid tro tim', true, ['glycosid tim']],
    ['chong dong mau', true, ['chong mau']],
    ['a b c', false, ['b c', 'a c', 'a b']],
    ['tim', true, []],
    ['suy tim', true, []],
    // a negation stays (unseen batch 11, CLOPIDOGREL: STEMI named the NSTEMI label)
    ['nhoi mau khong co st', true, ['nhoi khong co st', 'nhoi mau khong st']],
  ])('%s (keep ends: %s)', (phrase, keepEnds, expected) => {
    expect(leaveOneWordOut(phrase, keepEnds)).toEqual(expected);
  });
});
