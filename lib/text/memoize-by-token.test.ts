import { describe, expect, it } from 'vitest';
import { memoizeByToken } from './memoize-by-token';

describe('memoizeByToken', () => {
  it('reads each token once while under the cap', () => {
    const seen: string[] = [];
    const lengthOf = memoizeByToken((token) => {
      seen.push(token);
      return token.length;
    });
    expect([lengthOf('liều'), lengthOf('dùng'), lengthOf('liều')]).toEqual([4, 4, 4]);
    expect(seen).toEqual(['liều', 'dùng']);
  });

  it('forgets everything past the cap, then reads again', () => {
    const seen: string[] = [];
    const read = memoizeByToken((token) => {
      seen.push(token);
      return false;
    }, 1);
    read('a');
    read('b');
    read('c'); // the memory holds 2 > 1: cleared before 'c' is kept
    read('a');
    expect(seen).toEqual(['a', 'b', 'c', 'a']);
  });
});
